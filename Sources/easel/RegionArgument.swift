import ArgumentParser
import Foundation
import EaselDiff

/// An ignore region on the command line: `x,y,width,height` in whole pixels.
struct RegionArgument: ExpressibleByArgument {
    let rect: PixelRect

    init?(argument: String) {
        let numbers = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
              let height = numbers[3], width >= 0, height >= 0 else { return nil }
        rect = PixelRect(x: x, y: y, width: width, height: height)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
