import ArgumentParser
import EaselDiff

/// An ignore region on the command line: `x,y,width,height` in whole pixels.
struct RegionArgument: ExpressibleByArgument {
    let rect: PixelRect

    init?(argument: String) {
        let numbers = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingWhitespace) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
              let height = numbers[3], width >= 0, height >= 0 else { return nil }
        rect = PixelRect(x: x, y: y, width: width, height: height)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

extension Substring {
    /// Without the white space at either end (`" 12 "` is `"12"`).
    fileprivate var trimmingWhitespace: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
