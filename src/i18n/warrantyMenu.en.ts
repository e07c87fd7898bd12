/**
 * Texts of /admin/menu-items (issue 16; the warranty images' come from their declaration). Spec texts ('Data added successfully',
 * 'Data deleted successfully', 'Deleted') keep their exact wording; the rest is ours.
 */
export const warrantyMenuMessages = {
    resources: {
        menuItems: {
            name: 'Menu item |||| Menu items',
            fields: {
                title: 'Title',
                linkPath: 'Link path',
                position: 'Position',
            },
            help: {
                linkPath: 'A path on the site such as /inventory, or a full http(s) address',
            },
            action: {
                actions: 'Actions',
                add: 'Add menu item',
                edit: 'Edit',
                edit_named: 'Edit %{title}',
                delete: 'Delete',
                delete_named: 'Delete %{title}',
                cancel: 'Cancel',
                save: 'Save',
            },
            dialog: {
                add_title: 'Add menu item',
                edit_title: 'Edit menu item',
            },
            message: {
                delete_title: 'Delete menu item "%{title}"?',
                delete_content: 'The link disappears from the public site\'s menu.',
            },
            notifications: {
                added: 'Data added successfully',
                deleted: 'Data deleted successfully',
            },
            empty: 'No menu items yet: Add menu item creates the first one.',
        },
    },
};
