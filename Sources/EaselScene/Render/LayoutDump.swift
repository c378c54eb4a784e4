import Easel
import Foundation

/// Every view of a window after layout, as of one captured frame: its class, id and
/// frame in window coordinates (the `--layout-dump` JSON).
public struct LayoutDump: Sendable {
    /// One view and its subviews.
    public struct Entry: Sendable, Equatable {
        /// The view's class name (`View`, `Label`, `ScrollView`, …; the views a
        /// navigation controller makes are `LayoutContainerView` and
        /// `NavigationTransitionView`, UIKit's names without the prefix).
        public let viewClass: String
        /// The view's `accessibilityIdentifier`.
        public let id: String?
        /// The view's bounds converted to window coordinates, like
        /// `view.convert(view.bounds, to: nil)`: the smallest rectangle holding them.
        public let frame: CGRect
        /// Its subviews, back to front.
        public let subviews: [Entry]
    }

    /// The virtual time of the capture.
    public let time: TimeInterval
    /// The index of the window's frame shown at that time.
    public let frameIndex: Int
    /// The window's subviews (the root view), each with its subtree.
    public let views: [Entry]

    /// The dump of `window` now.
    @MainActor
    package init(window: Window, time: TimeInterval, frameIndex: Int) {
        self.time = time
        self.frameIndex = frameIndex
        views = window.subviews.map(Self.entry)
    }

    @MainActor
    private static func entry(_ view: View) -> Entry {
        Entry(viewClass: String(describing: type(of: view)), id: view.accessibilityIdentifier,
              frame: view.convert(view.bounds, to: nil), subviews: view.subviews.map(entry))
    }

    /// The dump as JSON, one view per line, indented by depth, keys in a fixed order;
    /// numbers rounded to 1/1,000,000 point so that the text is the same on every machine.
    public var json: String {
        var lines = ["{", "  \"time\": \(Self.number(time)),", "  \"frameIndex\": \(frameIndex),", "  \"views\": ["]
        func write(_ entry: Entry, depth: Int, isLast: Bool) {
            let indent = String(repeating: "  ", count: depth)
            var text = "\(indent){\"class\": \(JSONText.quoted(entry.viewClass))"
            if let id = entry.id { text += ", \"id\": \(JSONText.quoted(id))" }
            let frame = [entry.frame.minX, entry.frame.minY, entry.frame.width, entry.frame.height].map(Self.number)
            text += ", \"frame\": [\(frame.joined(separator: ", "))]"
            let close = "}" + (isLast ? "" : ",")
            if entry.subviews.isEmpty {
                lines.append(text + close)
                return
            }
            lines.append(text + ", \"subviews\": [")
            for (index, subview) in entry.subviews.enumerated() {
                write(subview, depth: depth + 1, isLast: index == entry.subviews.count - 1)
            }
            lines.append(indent + "]" + close)
        }
        for (index, view) in views.enumerated() { write(view, depth: 2, isLast: index == views.count - 1) }
        lines.append(contentsOf: ["  ]", "}"])
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
