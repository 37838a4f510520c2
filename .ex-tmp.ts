import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './bench/database.js';
const d = await openBenchDatabase();
const q = sql.raw(`explain (analyze, buffers off) select o.category_id,
               sum(greatest(o.quantity - coalesce((select sum(r.quantity) from cross_rental_items r
                                                   where r.show_pull_item_id = o.id), 0), 0))::int as qty
        from show_pulls me
        join events e on e.id = me.event_id
        join events oe on not oe.is_cancelled
         and coalesce(oe.load_in_date, oe.start_date) <= coalesce(e.load_out_date, e.end_date)
         and coalesce(oe.load_out_date, oe.end_date) >= coalesce(e.load_in_date, e.start_date)
        join show_pulls op on op.event_id = oe.id and op.id <> me.id
        join show_pull_items o on o.show_pull_id = op.id
        where me.id = 1
          and o.category_id in (select i.category_id from show_pull_items i
                                where i.show_pull_id = 1)
        group by o.category_id`);
for (let i = 0; i < 3; i++) { const r: any = await d.db.execute(q); if (i === 2) console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n')); }
await d.close();
