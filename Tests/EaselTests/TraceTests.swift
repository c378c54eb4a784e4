import Easel
import EaselGraphics
import Foundation
import Testing

/// The trace written to a file, one JSON object per line.
@MainActor
@Suite(.serialized) struct TraceTests {
    @Test func eventsAreWrittenAsJSONLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-trace-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try Trace.write(to: file)
        let window = shownWindow(width: 10, height: 10)
        let view = SolidView(id: "dot", frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        window.addSubview(view)
        window.eventLoop.runOnce()
        try Trace.write(to: nil)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.contains(#"{"event":"layoutSubviews","view":"dot"}"#))
        #expect(lines.contains(#"{"event":"draw","view":"dot","rect":[0,0,2,2]}"#))
        #expect(lines.contains { $0.hasPrefix(#"{"event":"frame","index":2,"time":0,"damage":"#) })
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["event"] is String, "\(line)")
        }
    }

    @Test func namesAndMessagesAreEscaped() {
        let event = TraceEvent("diagnostic", view: "a \"quoted\"\nname", message: "tab\there")
        #expect(event.jsonLine == #"{"event":"diagnostic","view":"a \"quoted\"\nname","message":"tab\there"}"#)
    }
}
