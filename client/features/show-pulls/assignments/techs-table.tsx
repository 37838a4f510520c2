/** The event's technicians: one column, Tech. */
export function TechsTable({ techs }: { techs: { contact_id: number; contact_name: string }[] }) {
  return (
    <div className="table-scroll">
      <table className="grid pull-grid">
        <thead>
          <tr>
            <th>Tech</th>
          </tr>
        </thead>
        <tbody>
          {techs.length === 0 ? (
            <tr>
              <td className="empty">None for this filter</td>
            </tr>
          ) : (
            techs.map((t) => (
              <tr key={t.contact_id}>
                <td>{t.contact_name}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
