/**
 * Texts of the blog screens (issue 19): /admin/blog and /admin/blog/new-post. Spec texts ('The post was
 * successfully created', 'Title is required'...) come from the server and the contract word for word; these are ours.
 */
export const blogMessages = {
  resources: {
    blogPosts: {
      name: 'Blog post |||| Blog posts',
      create_title: 'New blog post',
      edit_title: 'Blog post %{title}',
      // A paste keeps what the public site keeps (images from this console, the blog's colours and sizes).
      paste_cleaned:
        'Part of what you pasted was left out, as the public site cannot show it: %{images} image(s) from other sites, %{styles} formatting outside the blog’s colours, sizes and alignments.',
      mode: { create: 'Create mode: saving creates a new post', update: 'Update mode: saving changes this post' },
      fields: {
        title: 'Title',
        category: 'Category',
        url: 'URL',
        isActive: 'Active',
        html: 'Post body',
        previewDescription: 'Preview description',
        callToActionText: 'Call to action text',
        callToActionLink: 'Call to action link',
        metaCanonical: 'Canonical URL',
      },
      sections: { post: 'Post', body: 'Body', card: 'Preview card and call to action', seo: 'SEO' },
      category_help: 'Pick a category or type a new one',
      url_pending: 'Type a title and a category to see the URL',
      broken_links:
        'This link goes to a blog address no active post has: |||| These links go to blog addresses no active post has:',
      preview_title: 'Preview',
      preview_frame: 'The post as the public site will show it',
      action: {
        back: 'Back to the blog',
        preview: 'Preview',
      },
      draft: {
        offer: 'This browser kept unsaved input for this post (%{time}).',
        restore: 'Restore it',
        discard: 'Discard it',
      },
      colors: { text: 'Text', main: 'Main', contrast: 'Contrast', cta: 'CTA', black: 'Black' },
      editor: {
        block: 'Block',
        paragraph: 'Paragraph',
        heading: 'Heading %{level}',
        color: 'Text colour',
        size: 'Size',
        default: 'Default',
        image: 'Insert an image',
        alt: 'Alt text',
        alt_help: 'What the image shows, for people who cannot see it',
        insert_image: 'Upload and insert',
        uploading: 'Upload progress',
      },
    },
  },
};
