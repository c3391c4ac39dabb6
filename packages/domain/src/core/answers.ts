/** The API's generic answers: created, deleted, modified, and the error body. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** 201 of every create: POST /purchase, /products, /feedback, /messages, /mail/:id/retry. */
export interface InsertedAnswer {
  insertedId: string;
}

/** DELETE /purchase/:id, DELETE /products/:id. */
export interface DeletedAnswer {
  deletedCount: number;
}

/** PATCH /purchase/:id, PUT /purchase/:id, PUT /payments/:id, PUT /users/admin/:email, PUT /users/:uid/disabled. */
export interface ModifiedAnswer {
  modifiedCount: number;
}
