import type { JobProducer } from '../jobs/job-producer.service';
import { JOBS } from '../jobs/jobs.contract';
import type { EnquiriesRepository } from './enquiries.repository';
import { EnquiryIntake, type NewEnquiryRow } from './enquiry-intake.service';

describe('EnquiryIntake', () => {
  const addOrLeaveToReconciler = jest.fn<Promise<boolean>, unknown[]>();
  const create = jest.fn<Promise<unknown>, [NewEnquiryRow]>();
  const intake = new EnquiryIntake({ addOrLeaveToReconciler } as unknown as JobProducer, { create } as unknown as EnquiriesRepository);
  beforeEach(() => {
    addOrLeaveToReconciler.mockReset().mockResolvedValue(true);
    create.mockReset().mockResolvedValue(undefined);
  });

  it('builds a received, new row with the client and empty optional fields', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const row = intake.build({ source: 'footer', name: 'Asha', phone: '9876543210', email: 'a@example.com' }, { ip: '10.0.0.1', userAgent: 'ua' }, at);
    expect(row).toMatchObject({ source: 'footer', name: 'Asha', deliveryStatus: 'received', studioStatus: 'new', attempts: 0, service: null, message: null, clientIp: '10.0.0.1', userAgent: 'ua', createdAt: at, updatedAt: at });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores first, then enqueues the forwarding with job id = enquiry id', async () => {
    const order: string[] = [];
    create.mockImplementation(async () => void order.push('save'));
    addOrLeaveToReconciler.mockImplementation(async () => (order.push('enqueue'), true));
    const row = intake.build({ source: 'contact', name: 'B', phone: '9876543210', email: '' }, { ip: null, userAgent: null });
    await expect(intake.receive(row)).resolves.toEqual({ id: row.id });
    expect(create).toHaveBeenCalledWith(row);
    expect(order).toEqual(['save', 'enqueue']);
    expect(addOrLeaveToReconciler).toHaveBeenCalledWith(expect.objectContaining({ name: JOBS.enquiriesForward, jobId: row.id }));
  });

  it('enqueues nothing when the row could not be stored', async () => {
    const row = intake.build({ source: 'contact', name: 'B', phone: '9876543210', email: '' }, { ip: null, userAgent: null });
    create.mockRejectedValue(new Error('db down'));
    await expect(intake.receive(row)).rejects.toThrow('db down');
    expect(addOrLeaveToReconciler).not.toHaveBeenCalled();
  });
});
