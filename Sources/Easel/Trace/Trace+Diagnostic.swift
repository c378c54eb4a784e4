import EaselGraphics
import Foundation

extension Trace {
    /// Reports a diagnostic (what UIKit would log and go on): to `Diagnostics`, and to
    /// the trace as a `diagnostic` event naming the views concerned.
    static func diagnostic(_ message: String, view: String? = nil, views: [String]? = nil) {
        Diagnostics.report(message)
        record(TraceEvent("diagnostic", view: view, views: views, message: message))
    }
}
