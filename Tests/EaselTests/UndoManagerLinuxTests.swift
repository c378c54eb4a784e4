import Easel
import EaselGraphics
import Foundation
import Testing

/// What `UndoManager` does where Linux differs from iOS: selectors made from method
/// references, and targets that are gone (iOS messages a freed object).
@MainActor
@Suite struct UndoManagerLinuxTests {
    /// A document whose title can be set back.
    @MainActor
    private final class Document {
        var title = "Draft"
        var undoManager: UndoManager?

        func rename(_ newTitle: Any) {
            let old = title
            title = newTitle as? String ?? ""
            undoManager?.registerUndo(withTarget: self, selector: Selector(Document.rename(_:)), object: old)
        }
    }

    @Test func aSelectorMadeFromAMethodIsSentWithItsObject() {
        let manager = UndoManager()
        let document = Document()
        document.undoManager = manager
        document.rename("Report")
        manager.undo()
        #expect(document.title == "Draft")
        manager.redo()
        #expect(document.title == "Report")
    }

    @Test func anOperationWhoseTargetIsGoneIsSkippedWithADiagnostic() {
        let manager = UndoManager()
        var log: [String] = []
        do {
            let gone = Document()
            manager.registerUndo(withTarget: gone) { _ in log.append("called") }
        }
        let (_, messages) = Diagnostics.collect { manager.undo() }
        #expect(log == [])
        #expect(messages == ["UndoManager: an operation's target is gone; it is skipped (Foundation holds targets unowned)"])
    }

    @Test func misuseIsReportedAndChangesNothing() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let document = Document()
        let (_, messages) = Diagnostics.collect {
            manager.endUndoGrouping()
            manager.enableUndoRegistration()
            manager.registerUndo(withTarget: document) { $0.title = "" }
            manager.beginUndoGrouping()
            manager.beginUndoGrouping()
            manager.undo()
        }
        #expect(messages.count == 4)
        #expect(manager.groupingLevel == 2)
        #expect(document.title == "Draft")
    }
}
