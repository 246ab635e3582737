import type { FastifyInstance } from 'fastify';
import { operationsEndpoints as ops } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getOperationsBoard } from './operations-board.service';
import { kitchenAlerts, noteRestaurantCall, pauseRestaurant } from './operations-actions.service';
import { performanceRanking, restaurantPerformance } from './performance.service';

/** No order left behind (issue 21): the staff's board and its actions, the kitchen's alerts, restaurants' performance. */
export async function operationsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, ops.getOperationsBoard, (request) => getOperationsBoard(deps, request.query));
  registerEndpoint(app, ops.noteRestaurantCall, (request) => noteRestaurantCall(deps, { caller: caller(request), orderId: request.params.id }));
  registerEndpoint(app, ops.pauseRestaurant, (request) =>
    pauseRestaurant(deps, { caller: caller(request), restaurantId: request.params.id, body: request.body }),
  );
  registerEndpoint(app, ops.getKitchenAlerts, (request) => kitchenAlerts(deps, { caller: caller(request) }));
  registerEndpoint(app, ops.getRestaurantPerformance, (request) =>
    restaurantPerformance(deps, { caller: caller(request), restaurantId: request.params.id, period: request.query.period }),
  );
  registerEndpoint(app, ops.getPerformanceRanking, (request) => performanceRanking(deps, request.query));
}
