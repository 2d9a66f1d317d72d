import { startTestStack, type TestStack, type TestUser } from './harness';

jest.setTimeout(120_000);

/** docs/architecture.md §11: the inbox's `q` search, day filters and CSV export (UTF-8 with BOM, formula-safe). */
describe('enquiry inbox: search and CSV export', () => {
  let stack: TestStack;
  let user: TestUser;

  const sql = (q: string, params: unknown[] = []): Promise<any[]> => stack.orm.em.fork().getConnection().execute(q, params);
  const rows: Array<[string, string, string, string, string]> = [
    // name, phone, email, received (IST), message
    ['Priya Nair', '9876500001', 'priya@example.com', '2026-11-16 10:00', 'Newborn shoot in December'],
    ['Rahul Verma', '9123400002', 'RAHUL.V@Example.com', '2026-11-18 23:30', 'Family portrait'],
    ['=HYPERLINK("http://evil.example","click")', '9000000003', 'x@example.com', '2026-11-19 09:15', '+91 call me, "quoted", and\nnew line'],
    ['अनन्या शर्मा', '9988776655', 'ananya@example.in', '2026-11-22 00:10', '@home visit?'],
    ['Old Enquiry 50%_off', '9811100005', 'old@example.com', '2026-10-01 12:00', 'Old one'],
  ];

  beforeAll(async () => {
    stack = await startTestStack();
    user = await stack.createUser('user');
    for (const [name, phone, email, at, message] of rows) {
      await sql(
        `insert into enquiries (id, source, name, phone, email, service, message, delivery_status, created_at, updated_at)
         values (gen_random_uuid(), 'contact', ?, ?, ?, 'newborn', ?, 'not_configured', (?::timestamp at time zone 'Asia/Kolkata'), now())`,
        [name, phone, email, message, at],
      );
    }
  });
  afterAll(() => stack?.close());

  const list = async (query: string) => {
    const res = await stack.http(`/api/admin/enquiries?${query}`, { token: stack.adminToken });
    expect(res.status).toBe(200);
    return (res.body.items as Array<{ name: string }>).map((e) => e.name);
  };

  it('q finds by name, e-mail (any case) and phone (as typed, with +91 or spaces)', async () => {
    expect(await list('q=priya')).toEqual(['Priya Nair']);
    expect(await list('q=rahul.v%40example')).toEqual(['Rahul Verma']);
    expect(await list(`q=${encodeURIComponent('+91 91234 00002')}`)).toEqual(['Rahul Verma']);
    expect(await list('q=98765')).toEqual(['Priya Nair']);
    expect(await list(`q=${encodeURIComponent('अनन्या')}`)).toEqual(['अनन्या शर्मा']);
    // % and _ are matched as themselves, not as wildcards.
    expect(await list(`q=${encodeURIComponent('50%_off')}`)).toEqual(['Old Enquiry 50%_off']);
    expect(await list(`q=${encodeURIComponent('%')}`)).toEqual(['Old Enquiry 50%_off']);
    expect(await list('q=nobody-like-this')).toEqual([]);
  });

  it('from/to are studio days (IST): an enquiry at 23:30 IST belongs to that day', async () => {
    expect(await list('from=2026-11-16&to=2026-11-18')).toEqual(['Rahul Verma', 'Priya Nair']);
    expect(await list('from=2026-11-19')).toEqual(['अनन्या शर्मा', '=HYPERLINK("http://evil.example","click")']);
    expect(await list('to=2026-10-31')).toEqual(['Old Enquiry 50%_off']);
    expect(await list('q=example.com&from=2026-11-16&to=2026-11-22')).toEqual(['=HYPERLINK("http://evil.example","click")', 'Rahul Verma', 'Priya Nair']);
  });

  it('validates the filters', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', 'From must be a date (yyyy-mm-dd)'],
      ['to=yesterday', 'To must be a date (yyyy-mm-dd)'],
      [`q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
      ['status=maybe', expect.stringContaining('Status must be one of')],
    ] as const) {
      const res = await stack.http(`/api/admin/enquiries?${query}`, { token: stack.adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
      const csv = await stack.http(`/api/admin/enquiries/export.csv?${query}`, { token: stack.adminToken });
      expect(csv.status).toBe(400);
    }
  });

  it('export.csv is for admins only', async () => {
    expect((await stack.http('/api/admin/enquiries/export.csv')).status).toBe(401);
    expect((await stack.http('/api/admin/enquiries/export.csv', { token: user.token })).status).toBe(403);
  });

  it('exports the filtered list: UTF-8 with BOM, CRLF, quoted where needed, formula-safe, newest first', async () => {
    const res = await fetch(`${stack.baseUrl}/api/admin/enquiries/export.csv?from=2026-11-16&to=2026-11-22`, { headers: { authorization: `Bearer ${stack.adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="enquiries-2026-11-16-to-2026-11-22.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Received,Name,Phone,E-mail,Form,Service,Message,Address,Themes,Status,Delivery');
    expect(lines[1]).toBe('2026-11-22 00:10,अनन्या शर्मा,9988776655,ananya@example.in,contact,newborn,\'@home visit?,,,new,not_configured');
    // The formula is neutralised and, holding quotes and commas, quoted with its quotes doubled; the multi-line message stays one field.
    expect(text).toContain(`2026-11-19 09:15,"'=HYPERLINK(""http://evil.example"",""click"")",9000000003,x@example.com,contact,newborn,"'+91 call me, ""quoted"", and\nnew line",,,new,not_configured`);
    expect(text).toContain('2026-11-18 23:30,Rahul Verma,9123400002');
    expect(text).not.toContain('Old Enquiry');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines.filter(Boolean)).toHaveLength(1 + 4); // header and 4 rows (the message's own line break is a bare LF inside quotes)
  });

  it('exports with q and status filters too; an empty result is just the header', async () => {
    const res = await stack.http('/api/admin/enquiries/export.csv?q=priya', { token: stack.adminToken });
    expect(res.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    const none = await stack.http('/api/admin/enquiries/export.csv?status=booked', { token: stack.adminToken });
    expect(none.status).toBe(200);
    expect(none.text.replace(/^\uFEFF/, '')).toBe('Received,Name,Phone,E-mail,Form,Service,Message,Address,Themes,Status,Delivery\r\n');
  });
});
