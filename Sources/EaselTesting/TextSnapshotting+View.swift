import Easel
import EaselScene
import Foundation

extension TextSnapshotting where Value == View {
    /// The view and layer tree with frames, at the view's current size.
    public static var hierarchy: TextSnapshotting { hierarchy() }

    /// The view and layer tree with frames and the properties that differ from a new
    /// view's, like UIKit's `recursiveDescription` without addresses, after the view is
    /// laid out alone in a window of `size` points (its current size when `nil`).
    public static func hierarchy(size: CGSize? = nil) -> TextSnapshotting {
        shown(size: size) { view, _ in HierarchyDescription(of: view).text }
    }

    /// The layout dump of `easel render --layout-dump`, at the view's current size.
    public static var layout: TextSnapshotting { layout() }

    /// The layout dump of `easel render --layout-dump` (every view's class, id and
    /// frame in window coordinates, as JSON) once the view is laid out and drawn alone
    /// in a window of `size` points.
    public static func layout(size: CGSize? = nil) -> TextSnapshotting {
        shown(size: size) { _, window throws(SnapshotError) in
            guard let frame = window.lastFrame else { throw .noFrame }
            return LayoutDump(window: window, time: window.eventLoop.now, frameIndex: frame.index).json
        }
    }

    /// The trace of showing the view, at its current size.
    public static var trace: TextSnapshotting { trace() }

    /// The trace of showing the view alone in a window of `size` points until the run
    /// loop is idle: every lifecycle callback, pass, dirty rectangle and frame of its
    /// commits, one JSON object per line, as `EASEL_TRACE` writes them.
    public static func trace(size: CGSize? = nil) -> TextSnapshotting {
        TextSnapshotting { view throws(SnapshotError) in
            try view.showingAlone(size: size, scale: 1) { window in
                let events = Trace.capture {
                    window.makeKeyAndVisible()
                    window.eventLoop.runUntilIdle()
                }
                return events.map { $0.jsonLine + "\n" }.joined()
            }
        }
    }

    /// The view's accessibility elements in VoiceOver's order, at its current size.
    public static var accessibilityHierarchy: TextSnapshotting { accessibilityHierarchy() }

    /// The view's accessibility elements in VoiceOver's order, numbered, each with what
    /// VoiceOver says, its traits, frame, class, identifier and hint, once the view is
    /// laid out alone in a window of `size` points.
    public static func accessibilityHierarchy(size: CGSize? = nil) -> TextSnapshotting {
        shown(size: size) { view, _ in AccessibilityDescription(of: view.accessibilityElementsInVoiceOverOrder).text }
    }

    /// A strategy that shows the view alone in a window, runs its loop until idle and
    /// describes it.
    private static func shown(
        size: CGSize?, _ describe: @escaping @MainActor (View, Window) throws(SnapshotError) -> String
    ) -> TextSnapshotting {
        TextSnapshotting { view throws(SnapshotError) in
            try view.showingAlone(size: size, scale: 1) { window throws(SnapshotError) in
                window.makeKeyAndVisible()
                window.eventLoop.runUntilIdle()
                return try describe(view, window)
            }
        }
    }
}
