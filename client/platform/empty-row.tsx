/** The one row a table shows when it has nothing to list (spec 8's empty-state texts). */
export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="empty">
        {text}
      </td>
    </tr>
  );
}
