import Foundation

/// When a cell's particles are born: at a constant rate `r` since the rate was last
/// set, birth `n` comes `(n − count) / r` seconds after the moment the rate took over
/// with `count` births behind it. Counting from that moment, rather than adding up the
/// frames, keeps each birth at the same instant however the frames fall.
struct BirthSchedule {
    /// When the present rate took over.
    private var since: TimeInterval
    /// The births (in fractions between them) counted by then.
    private var countSince: Double = 0
    /// The births per second from then on.
    private var rate: Double = 0
    /// The births counted so far.
    private(set) var count: Double = 0

    /// A schedule with no births yet, starting at `start`.
    init(start: TimeInterval) { since = start }

    /// Moves on from `start` to `end` at `rate` births per second: the numbers of the
    /// births in between (from 0), as a range.
    mutating func births(from start: TimeInterval, to end: TimeInterval, rate: Double) -> (Int, Int) {
        if rate != self.rate {
            (since, countSince, self.rate) = (start, count, rate)
        }
        let before = count
        count = rate > 0 ? countSince + rate * (end - since) : countSince
        // Birth n (from 0) is due when the count reaches n + 1.
        return (Int(before.rounded(.down)), max(Int(before.rounded(.down)), Int(count.rounded(.down))))
    }

    /// When birth `number` (from 0) is due at the present rate.
    func time(ofBirth number: Int) -> TimeInterval {
        since + (Double(number + 1) - countSince) / rate
    }
}
