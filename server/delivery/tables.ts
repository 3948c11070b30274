import { mailOutbox, webhookDeliveries } from "../db/schema";

/** The two delivery queues' tables, by name (the delivery log and the operator commands name them so). */
export const queues = { mail: mailOutbox, webhook: webhookDeliveries } as const;
export type QueueName = keyof typeof queues;
export const queueNames = Object.keys(queues) as QueueName[];

export type QueueTable = (typeof queues)[QueueName];
export type QueueRow<T extends QueueTable> = T["$inferSelect"];

/**
 * Both tables are built from the same queue columns (schema.ts, queueColumns), so the queries
 * are written once against that shape; the columns used are the passed table's own.
 */
export const columnsOf = (table: QueueTable) => table as typeof mailOutbox;

export const queueOf = (table: QueueTable): QueueName => (table === mailOutbox ? "mail" : "webhook");
