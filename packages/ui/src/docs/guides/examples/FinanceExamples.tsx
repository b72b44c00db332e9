import { BarChart } from '../../../charts/BarChart';
import { PieChart } from '../../../charts/PieChart';
import { formatYuan } from '../../../utils/format';
import { DoDont } from './DoDont';
import { BareTable } from './shared';

const CHANNELS = [
  { id: 'wechat', label: 'WeChat Pay', value: 1_284_600 },
  { id: 'alipay', label: 'Alipay', value: 962_300 },
  { id: 'apple', label: 'Apple', value: 611_800 },
  { id: 'card', label: 'Bank card', value: 84_200 },
  { id: 'paypal', label: 'PayPal', value: 12_900 },
  { id: 'coupon', label: 'Coupon', value: 9_800 },
  { id: 'points', label: 'Points', value: 6_100 },
  { id: 'other', label: 'Other', value: 2_400 },
];

/** Amounts by channel: a bar chart, against a pie of eight slices. */
export function FinanceChannelChart() {
  return (
    <DoDont
      do={
        <BarChart
          title="Revenue by channel"
          valueLabel="Revenue"
          data={CHANNELS}
          formatValue={formatYuan}
          layout="horizontal"
          height={260}
        />
      }
      doCaption="Compare channels with a BarChart in its ChartFrame: lengths are easy to compare, and “Show as table” gives the numbers."
      dont={
        <PieChart
          title="Revenue by channel"
          valueLabel="Revenue"
          data={CHANNELS}
          formatValue={formatYuan}
          height={260}
        />
      }
      dontCaption="Use a pie for more than five parts: the small slices cannot be told apart or labelled."
    />
  );
}

const ORDERS = [
  { no: '2405060001', amount: 59_800 },
  { no: '2405060002', amount: 9_800 },
  { no: '2405060003', amount: 123_456 },
];

function OrderAmounts({ format }: { format: (cents: number) => string }) {
  return (
    <BareTable>
      <caption hidden>Orders</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {ORDERS.map((o) => (
          <tr key={o.no}>
            <td>{o.no}</td>
            <td>{format(o.amount)}</td>
          </tr>
        ))}
      </tbody>
    </BareTable>
  );
}

/** Money: formatted yuan, against the contract's cents as they come. */
export function FinanceMoney() {
  return (
    <DoDont
      do={<OrderAmounts format={formatYuan} />}
      doCaption="Format amounts with formatYuan: the currency, thousands separators and two decimals (the contracts send cents)."
      dont={<OrderAmounts format={(cents) => String(cents)} />}
      dontCaption="Show the cents as they come: 59800 reads as fifty-nine thousand yuan, a hundred times the price."
    />
  );
}
