import EaselGraphics
import Foundation

extension CellAccessory {
    /// Where a custom accessory goes, like `UICellAccessory.Placement`: its side, when it
    /// shows, and its position among the accessories at that side (ordered from the
    /// content outward to the cell's edge; the default, `{ $0.count }`, is outermost).
    public enum Placement: Hashable, Sendable {
        /// Picks the index the accessory takes among those already at its side, like
        /// `UICellAccessory.Placement.Position`.
        public typealias Position = @MainActor ([CellAccessory]) -> Int

        /// At the leading side, like `Placement.leading(displayed:at:)`.
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing side, like `Placement.trailing(displayed:at:)`.
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just outside the accessory of `accessory`'s kind, else outermost, like
        /// `Placement.position(after:)`.
        public static func position(after accessory: CellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.isSameKind(as: accessory) }.map { $0 + 1 } ?? accessories.count }
        }

        /// Just inside the accessory of `accessory`'s kind, else outermost, like
        /// `Placement.position(before:)`.
        public static func position(before accessory: CellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.isSameKind(as: accessory) } ?? accessories.count }
        }

        var displayed: DisplayedState {
            switch self { case .leading(let displayed, _), .trailing(let displayed, _): displayed }
        }
        var isLeading: Bool { if case .leading = self { true } else { false } }
        var position: Position {
            switch self { case .leading(_, let position), .trailing(_, let position): position }
        }

        /// Placements are alike when their side and displayed state are (positions are closures).
        public static func == (lhs: Placement, rhs: Placement) -> Bool {
            lhs.isLeading == rhs.isLeading && lhs.displayed == rhs.displayed
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(isLeading)
            hasher.combine(displayed)
        }
    }

    /// A view of your own as an accessory, like `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration: Hashable, Sendable {
        /// The view shown, like `customView`.
        public var customView: View
        /// Where it goes, like `placement`.
        public var placement: Placement
        /// Whether it is hidden (it keeps its room), like `isHidden`.
        public var isHidden: Bool
        /// The room reserved for it, like `reservedLayoutWidth`.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint colour, like `tintColor` (`nil`: the cell's).
        public var tintColor: Color?
        /// Whether the view keeps the size of its frame rather than being sized to fit,
        /// like `maintainsFixedSize`.
        public var maintainsFixedSize: Bool

        /// A configuration, like
        /// `CustomViewConfiguration(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)`.
        public init(customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: Color? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }

        /// Configurations are alike when they show the same view the same way.
        public static func == (lhs: CustomViewConfiguration, rhs: CustomViewConfiguration) -> Bool {
            lhs.customView === rhs.customView && lhs.placement == rhs.placement && lhs.isHidden == rhs.isHidden
                && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth && lhs.tintColor == rhs.tintColor
                && lhs.maintainsFixedSize == rhs.maintainsFixedSize
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(customView))
            hasher.combine(placement)
        }
    }

    /// A view of your own at the side its configuration's placement says, like
    /// `UICellAccessory.customView(configuration:)`.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(kind: .customView(configuration), displayed: configuration.placement.displayed, actionHandler: nil)
    }
}
