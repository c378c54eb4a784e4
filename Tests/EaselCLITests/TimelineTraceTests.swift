import Foundation
import Testing

/// `easel render --trace` on the gallery's timeline scenes: the trace shows scripted
/// touches reaching views, gesture recognizers acting, and the app's lifecycle.
@Suite struct TimelineTraceTests {
    /// The trace of rendering one gallery scene, as `event view message` lines of the
    /// given events.
    static func trace(of scene: String, events: Set<String>) throws -> [String] {
        let folder = try RenderCommandTests.Folder(scenes: [scene])
        let outcome = try folder.easel("render", "scenes/" + scene, "--trace", "trace.jsonl")
        #expect(outcome.status == 0, "\(outcome)")
        let text = try String(contentsOfFile: folder.path + "/trace.jsonl", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let event = object["event"] as? String, events.contains(event) else { return nil }
            return [event, object["view"] as? String, object["message"] as? String].compactMap { $0 }.joined(separator: " ")
        }
    }

    @Test func touchesReachTheViewsAndTheirRecognizersAct() throws {
        let lines = try Self.trace(of: "timeline-touches.yaml",
                                   events: ["touchesBegan", "touchesEnded", "touchesCancelled", "gesture", "diagnostic"])
            .filter { !$0.hasSuffix(" View") && !$0.hasSuffix(" Window") && !$0.hasSuffix(" Application") }
        #expect(lines == [
            // The tap at the button's centre: its recognizer recognizes as the finger lifts.
            "touchesBegan button", "gesture button TapGestureRecognizer ended", "touchesCancelled button",
            // The long press begins; the drag across the pad begins its pan while the press is held.
            "touchesBegan card", "touchesBegan pad", "gesture pad PanGestureRecognizer began", "touchesCancelled pad",
        ] + Array(repeating: "gesture pad PanGestureRecognizer changed", count: 15) + [
            "gesture card LongPressGestureRecognizer began", "touchesCancelled card",
            "gesture pad PanGestureRecognizer changed", "gesture pad PanGestureRecognizer ended",
            "gesture card LongPressGestureRecognizer ended",
        ])
    }

    @Test func theAppsLifecycleIsTraced() throws {
        let lines = try Self.trace(of: "timeline-device.yaml", events: [
            "applicationWillResignActive", "applicationDidEnterBackground",
            "applicationWillEnterForeground", "applicationDidBecomeActive",
        ])
        #expect(lines == ["applicationWillResignActive", "applicationDidEnterBackground",
                          "applicationWillEnterForeground", "applicationDidBecomeActive"])
    }
}
