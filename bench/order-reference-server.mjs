// The bare reference for make-order (issue 11): node:http + pg, no framework, doing the writes
// make-order does in one transaction: an order, its two lines and the idempotency key with the
// answer. Run as its own process, as the app is; prints its port. Args: database URL, user id,
// restaurant id, menu id, menu id. Plain JavaScript so it starts without tsx.
import { createServer } from 'node:http';
import pg from 'pg';

const [url, userId, restaurantId, menuA, menuB] = process.argv.slice(2);
// pg's default pool size, which the app's pool also has.
const pool = new pg.Pool({ connectionString: url, max: 10 });

async function placeOrder(body, key) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query(
      `INSERT INTO orders (user_id, restaurant_id, street, house_number, zip, city, latitude, longitude, note, subtotal_cents, delivery_fee_cents, total_cents, route_distance_meters)
       VALUES ($1, $2, $3, $4, $5, $6, 51.43, 6.76, $7, 2400, 300, 2700, 1200) RETURNING id, order_number, status, created_at`,
      [
        userId,
        restaurantId,
        body.deliveryAddress?.street ?? '',
        body.deliveryAddress?.houseNumber ?? '',
        body.deliveryAddress?.zip ?? '',
        body.deliveryAddress?.city ?? '',
        body.note ?? '',
      ],
    );
    const order = rows[0];
    await client.query(`INSERT INTO order_lines (order_id, menu_id, name, unit_price_cents, quantity) VALUES ($1, $2, 'A', 800, 2), ($1, $3, 'B', 800, 1)`, [
      order.id,
      menuA,
      menuB,
    ]);
    const answer = { id: order.id, orderNumber: order.order_number, status: order.status, createdAt: order.created_at, total: 27 };
    await client.query(`INSERT INTO idempotency_keys (key, user_id, request_hash, response) VALUES ($1, $2, 'bench', $3)`, [
      `${userId}:make-order:${key}`,
      userId,
      JSON.stringify(answer),
    ]);
    await client.query('COMMIT');
    return answer;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    placeOrder(JSON.parse(Buffer.concat(chunks).toString('utf8')), String(req.headers['idempotency-key']))
      .then((answer) => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      })
      .catch((error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
