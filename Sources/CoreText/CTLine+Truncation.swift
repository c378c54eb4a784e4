import CoreGraphics
import EaselGraphics
import Foundation

/// Where a line too wide is shortened, like `CTLineTruncationType`.
public enum CTLineTruncationType: UInt32, Sendable {
    /// Cut the beginning, keeping the end.
    case start = 0
    /// Cut the end, keeping the beginning.
    case end = 1
    /// Cut the middle, keeping both ends.
    case middle = 2
}

/// The line shortened to `width`, like `CTLineCreateTruncatedLine`: a line no wider
/// than `width` comes back as it is; a wider one keeps as many whole characters as fit
/// beside `truncationToken` (cut off plainly without a token), at the side
/// `truncationType` says, the middle keeping one more character before the cut than
/// after it when they are odd. `nil`, reported, when not even the token fits, or the
/// width is not a positive number. The shortened line's string is its own: the kept
/// characters and the token's, its range starting at 0.
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    let limit = CGFloat(width)
    guard limit > 0, limit.isFinite else {
        Diagnostics.report("CTLineCreateTruncatedLine: a width of \(width) leaves no room for any character; no line")
        return nil
    }
    guard line.width > limit else { return CTLine(line.source, range: line.range) }
    let token = truncationToken.map { $0.source.attributedSubstring(from: $0.range) } ?? NSAttributedString(string: "")
    if let truncationToken, truncationToken.width > limit {
        Diagnostics.report("CTLineCreateTruncatedLine: the truncation token (\(truncationToken.width) points) is wider than \(width); no line")
        return nil
    }
    let kept = line.source.attributedSubstring(from: line.range)
    let boundaries = kept.string.characterBoundariesInUTF16(droppingFinalLineBreak: true)
    func candidate(keeping count: Int) -> CTLine {
        let head: Int, tail: Int
        switch truncationType {
        case .end: (head, tail) = (count, 0)
        case .start: (head, tail) = (0, count)
        case .middle: (head, tail) = ((count + 1) / 2, count / 2)
        }
        let result = NSMutableAttributedString(string: "")
        let characters = boundaries.count - 1
        result.append(kept.attributedSubstring(from: NSRange(location: 0, length: boundaries[head])))
        result.append(token)
        let tailStart = boundaries[characters - tail]
        result.append(kept.attributedSubstring(from: NSRange(location: tailStart, length: boundaries[characters] - tailStart)))
        return CTLineCreateWithAttributedString(result)
    }
    // The most characters that fit: widths grow with the characters kept.
    var fitting = 0, tooMany = boundaries.count
    while tooMany - fitting > 1 {
        let middle = (fitting + tooMany) / 2
        if candidate(keeping: middle).width <= limit { fitting = middle } else { tooMany = middle }
    }
    return candidate(keeping: fitting)
}

extension String {
    /// The UTF-16 offsets of the character boundaries, from 0 to the end (before a line
    /// break the string ends with, when asked).
    func characterBoundariesInUTF16(droppingFinalLineBreak: Bool) -> [Int] {
        var boundaries = [0], offset = 0
        var characters = Substring(self)
        if droppingFinalLineBreak, characters.last?.isNewline == true { characters = characters.dropLast() }
        for character in characters {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        return boundaries
    }
}
