/** The in-app help of the Community analytics screen: what it is for and what each mark on it means. */
export function AnalyticsHelp() {
  return (
    <>
      <p>
        Charts the creator&apos;s community activity per day: posts the creator made, and comments and likes
        those posts received. Use it to see a trend, compare it with the period before, and hand the chart or
        its numbers to someone else.
      </p>
      <h4>Days are IST days</h4>
      <p>
        The service groups days at India Standard Time (UTC+05:30) boundaries, whatever your computer&apos;s
        zone. Every day on this screen, in the tooltip and in the exports is that IST day; it starts at 18:30
        UTC the evening before. The request sends the first and last day as UTC instants, both included.
      </p>
      <h4>Ranges the service cannot serve are refused here</h4>
      <ul>
        <li>There is no all-time mode: both a first and a last day are needed.</li>
        <li>The last day cannot be before the first, nor after today (future days would chart as zeros).</li>
        <li>At most 1,000 days; group long ranges by week or month.</li>
      </ul>
      <h4>Channels</h4>
      <p>
        Leave the channel list empty for every non-archived channel: this is what the service does when no
        channel is named. Archived channels can be named explicitly. A channel the creator does not own adds
        nothing and causes no error.
      </p>
      <h4>The chart</h4>
      <ul>
        <li>Every day of the range is shown; a day the service reported nothing for counts as zero.</li>
        <li>
          Daily counts are joined by straight lines: a curve would suggest counts between two days that never
          happened.
        </li>
        <li>
          <b>Today so far</b> is shaded and its segment dashed (its bar faded): today&apos;s counts are not
          final, so the drop at the end is not a real fall. The tooltip, the totals and both exports say so. A
          stored chart fetched before a day ended marks that day the same way.
        </li>
        <li>
          Lines or bars, the series, the grouping and Compare are remembered for each profile, also after the
          console restarts.
        </li>
        <li>
          Weeks run Monday to Sunday and months are calendar months, both cut at the range&apos;s edges.
        </li>
        <li>
          The comparison is the same number of days just before the range, drawn dashed and aligned day by
          day; the percentage is the change of the totals.
        </li>
      </ul>
      <h4>Exports</h4>
      <ul>
        <li>
          CSV: the header row first, then one row per IST day (date, the UTC instant it starts, whether the
          day is complete, then the plotted counts), so Sheets, pandas, Metabase and Excel read it with
          nothing to skip. Its name says the profile, live or sandbox, and the range. Tick “Include notes” to
          also save <code>&lt;name&gt;.notes.txt</code> beside it: the profile and business (LIVE or sandbox),
          the range, the channels, the zone, when it was fetched and which day is not final. UTF-8 with BOM,
          so spreadsheets open it cleanly; text that a spreadsheet would run as a formula is prefixed with an
          apostrophe.
        </li>
        <li>
          PNG and SVG: the chart with its title, range, channels and zone, at the size you pick, on a light
          background. The SVG keeps the page&apos;s layout inside it and opens in any browser.
        </li>
      </ul>
      <h4>Offline</h4>
      <p>
        The last result for each range and channel set is kept, so the chart opens without the network and
        says when it was fetched. Nothing is fetched again until you press Refresh.
      </p>
      <h4>When the service cannot be reached</h4>
      <p>
        If the console already knows the service is unreachable, the screen says so at once, with the cause,
        instead of showing empty placeholders. While a request is under way grey placeholders show; after two
        seconds the screen says it is still waiting, and Cancel stops the request. A stored chart stays on
        screen.
      </p>
      <h4>Community not enabled</h4>
      <p>
        The service refuses analytics for a creator without the Community feature. Turn it on in the
        creator&apos;s dashboard, then refresh.
      </p>
    </>
  );
}
