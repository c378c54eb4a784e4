/// The string values of a shape layer's line cap and join, as Core Animation names them
/// (`CAShapeLayerLineCap` and `CAShapeLayerLineJoin` are structures over a string there,
/// so code stores and rebuilds them by their raw value, as the Swift 4.2 migrator's
/// `CAShapeLayerLineJoin(rawValue: input)` helpers do).
extension LineCap {
    /// The cap named `rawValue` (`"butt"`, `"round"` or `"square"`), like
    /// `CAShapeLayerLineCap(rawValue:)`. Any other name is reported and gives `.butt`,
    /// the cap Core Animation draws for a name it does not know.
    public init(rawValue: String) {
        switch rawValue {
        case "round": self = .round
        case "square": self = .square
        default:
            if rawValue != "butt" { Diagnostics.report("CAShapeLayerLineCap(rawValue: \"\(rawValue)\"): not a line cap; butt is used") }
            self = .butt
        }
    }

    /// The cap's name, like `CAShapeLayerLineCap.rawValue`.
    public var rawValue: String {
        switch self {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }
}

extension LineJoin {
    /// The join named `rawValue` (`"miter"`, `"round"` or `"bevel"`), like
    /// `CAShapeLayerLineJoin(rawValue:)`. Any other name is reported and gives
    /// `.miter`, the join Core Animation draws for a name it does not know.
    public init(rawValue: String) {
        switch rawValue {
        case "round": self = .round
        case "bevel": self = .bevel
        default:
            if rawValue != "miter" { Diagnostics.report("CAShapeLayerLineJoin(rawValue: \"\(rawValue)\"): not a line join; miter is used") }
            self = .miter
        }
    }

    /// The join's name, like `CAShapeLayerLineJoin.rawValue`.
    public var rawValue: String {
        switch self {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }
}
