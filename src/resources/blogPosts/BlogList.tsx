import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { Button, DataTable, LinkBase, List, SearchInput, TopToolbar, useBasename, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { blogPosts } from '../../../contract/content/index.ts';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { contentTableSx } from '../../custom/homePage/contentTableSx.ts';
import { ActiveSwitch } from '../../custom/rideShare/ActiveSwitch.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';
import { BLOG_POST_PATH, blogPostSearch } from './paths.ts';

const T = 'resources.blogPosts';
const Column = DataTable.Col;
const nameOf = (record: RaRecord) => String(record.title ?? '');
const optionsOf = (record: RaRecord) => ({ title: nameOf(record) });
const filters = [<SearchInput key="q" source="q" alwaysOn />];
/**
 * A title may be 150 characters without a space (BLOG_TITLE_MAX): titles and URLs break anywhere, so the table keeps
 * to the page at 1280 px and on phones; what still does not fit scrolls inside the table's own frame (theme.ts).
 */
const postsTableSx: SxProps<Theme> = theme => ({
    ...(typeof contentTableSx === 'function' ? contentTableSx(theme) : {}),
    '& .RaDataTable-tableWrapper': { overflowX: 'auto', maxWidth: '100%' },
    '& td.column-title, & td.column-url, & td.column-category': { overflowWrap: 'anywhere', wordBreak: 'break-word', minWidth: 96 },
    '& td.column-title': { maxWidth: 480 },
});

/** Spec §4: the post goes to the form in navigation state; `?id=` too, so the form can be reloaded or shared. */
const EditPostButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const basename = useBasename();
    if (!record) return null;
    return (
        <Button
            component={LinkBase}
            to={{ pathname: `${basename}${BLOG_POST_PATH}`, search: blogPostSearch(String(record.id)) }}
            state={{ post: record }}
            label="ra.action.edit"
            aria-label={translate(`${T}.action.edit_named`, optionsOf(record))}
        >
            <EditIcon />
        </Button>
    );
};

const PostRowActions = () => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
        <EditPostButton />
        <RowDeleteButton label={`${T}.action.delete_named`} confirmTitle={`${T}.message.delete_title`} confirmContent={`${T}.message.delete_content`} optionsOf={optionsOf} />
    </Box>
);

const AddPostButton = () => {
    const basename = useBasename();
    return (
        <Button component={LinkBase} to={`${basename}${BLOG_POST_PATH}`} label={`${T}.action.add`}>
            <AddIcon />
        </Button>
    );
};

/** No post at all, or none matching the search (which must not say there are no posts). */
const PostsEmpty = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const q = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {q ? translate(`${T}.no_match`, { q }) : translate(`${T}.empty`)}
        </Typography>
    );
};

/**
 * /admin/blog (spec §2): every post with its category, URL and an active switch that saves at once (§4), newest
 * first, with search over the posts' texts.
 */
export const BlogList = () => {
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const loadError = useListLoadError();
    return (
        <List
            resource={blogPosts.name}
            title={`${T}.title`}
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={25}
            exporter={false}
            empty={false}
            filters={filters}
            actions={
                <TopToolbar>
                    <AddPostButton />
                </TopToolbar>
            }
            {...loadError}
        >
            <DataTable bulkActionButtons={false} rowClick={false} sx={postsTableSx} empty={<PostsEmpty />}>
                <Column source="title" label={`${T}.fields.title`} />
                <Column source="category" label={`${T}.fields.category`} />
                {isPhone ? null : <Column source="url" label={`${T}.fields.url`} />}
                <Column source="isActive" label={`${T}.fields.isActive`} disableSort>
                    <ActiveSwitch source="isActive" label={`${T}.action.active_named`} nameOf={nameOf} />
                </Column>
                <Column label={`${T}.action.actions`} disableSort align="right">
                    <PostRowActions />
                </Column>
            </DataTable>
        </List>
    );
};
