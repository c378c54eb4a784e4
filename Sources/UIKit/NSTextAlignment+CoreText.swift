/// UIKit's conversions between its text alignment and Core Text's, like
/// `NSTextAlignmentToCTTextAlignment` and `NSTextAlignmentFromCTTextAlignment` (UIKit
/// declares them, not Core Text).

/// Core Text's alignment for UIKit's, like `NSTextAlignmentToCTTextAlignment`.
public func NSTextAlignmentToCTTextAlignment(_ nsTextAlignment: NSTextAlignment) -> CTTextAlignment {
    switch nsTextAlignment {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    case .natural: .natural
    }
}

/// UIKit's alignment for Core Text's, like `NSTextAlignmentFromCTTextAlignment`.
public func NSTextAlignmentFromCTTextAlignment(_ ctTextAlignment: CTTextAlignment) -> NSTextAlignment {
    switch ctTextAlignment {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    case .natural: .natural
    }
}
