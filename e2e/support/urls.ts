// Ports apart from the defaults, so a running `npm start` does not collide with the journeys.
export const API_PORT = 3310;
export const WEB_PORT = 8390;
export const API_URL = `http://localhost:${API_PORT}`;
export const WEB_URL = `http://localhost:${WEB_PORT}`;
