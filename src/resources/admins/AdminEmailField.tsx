import { Fragment } from 'react';
import { useRecordContext } from 'react-admin';
import type { AdminRecord } from '../../types.ts';

/**
 * The whole address, always: admins are told apart by it before a reset or a deletion. A long one
 * wraps, after its '@' and dots where possible (<wbr>), anywhere else as a last resort, so it never
 * widens the table beyond the screen.
 */
export const AdminEmailField = () => {
  const record = useRecordContext<AdminRecord>();
  if (!record) return null;
  const parts = record.email.split(/(?<=[@.])/);
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        // Parts repeat ("example." twice): their position is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
};
