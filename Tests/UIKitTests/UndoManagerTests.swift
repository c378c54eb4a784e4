import Foundation
import Testing
import UIKit

/// A sketching canvas whose strokes can be undone and redone through the responder
/// chain's undo manager, as drawing screens keep them.
private final class SketchCanvas: UIView {
    private(set) var strokes: [String] = []

    func add(_ stroke: String) {
        strokes.append(stroke)
        undoManager?.registerUndo(withTarget: self) { $0.remove(stroke) }
        undoManager?.setActionName("Stroke")
    }

    func remove(_ stroke: String) {
        if let index = strokes.lastIndex(of: stroke) { strokes.remove(at: index) }
        undoManager?.registerUndo(withTarget: self) { $0.add(stroke) }
    }
}

/// A counter that logs each change its undo operations make.
@MainActor
private final class UndoCounter {
    var log: [String] = []
}

@MainActor
@Suite struct UndoManagerTests {
    @Test func aWindowsRespondersShareItsUndoManagerAndOnePassOfTheRunLoopIsOneGroup() {
        let window = makeWindow()
        let canvas = SketchCanvas(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let detached = UIView()
        #expect(canvas.undoManager == nil)
        window.addSubview(canvas)
        canvas.addSubview(detached)
        let manager = window.undoManager
        #expect(manager != nil)
        #expect(canvas.undoManager === manager)
        #expect(detached.undoManager === manager)

        canvas.add("a")
        canvas.add("b")
        #expect(manager?.groupingLevel == 1)
        window.eventLoop.runOnce()
        #expect(manager?.groupingLevel == 0)
        canvas.add("c")
        window.eventLoop.runOnce()
        #expect(manager?.canUndo == true)
        #expect(manager?.undoActionName == "Stroke")
        #expect(manager?.undoMenuItemTitle == "Undo Stroke")

        manager?.undo()
        #expect(canvas.strokes == ["a", "b"])
        #expect(manager?.redoMenuItemTitle == "Redo Stroke")
        manager?.undo()
        #expect(canvas.strokes == [])
        #expect(manager?.canUndo == false)
        #expect(manager?.canRedo == true)

        manager?.redo()
        #expect(canvas.strokes == ["a", "b"])
        #expect(manager?.canRedo == true)
        manager?.redo()
        #expect(canvas.strokes == ["a", "b", "c"])
        #expect(manager?.canRedo == false)

        manager?.undo()
        canvas.add("d")
        #expect(canvas.strokes == ["a", "b", "d"])
        #expect(manager?.canRedo == false)
    }

    @Test func explicitGroupsNestAndUndoTheirOperationsLastFirst() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = UndoCounter()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: counter) { $0.log.append("undo first") }
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: counter) { $0.log.append("undo nested") }
        manager.endUndoGrouping()
        manager.registerUndo(withTarget: counter) { $0.log.append("undo last") }
        #expect(manager.groupingLevel == 1)
        manager.setActionName("Move")
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        #expect(manager.undoActionName == "Move")

        manager.undo()
        #expect(counter.log == ["undo last", "undo nested", "undo first"])
        #expect(manager.canUndo == false)
        // Nothing was registered while undoing, so there is nothing to redo.
        #expect(manager.canRedo == false)
        #expect(manager.undoMenuItemTitle == "Undo")
    }

    @Test func undoClosesTheTopLevelGroupThatIsOpen() {
        let manager = UndoManager()
        let counter = UndoCounter()
        manager.registerUndo(withTarget: counter) { $0.log.append("undo") }
        #expect(manager.groupingLevel == 1)
        #expect(manager.canUndo)
        manager.undo()
        #expect(counter.log == ["undo"])
        #expect(manager.groupingLevel == 0)
    }

    @Test func undoAndRedoArePostedAroundTheOperations() {
        let manager = UndoManager()
        let counter = UndoCounter()
        let names: [NSNotification.Name: String] = [
            .NSUndoManagerWillUndoChange: "will undo", .NSUndoManagerDidUndoChange: "did undo",
            .NSUndoManagerWillRedoChange: "will redo", .NSUndoManagerDidRedoChange: "did redo",
        ]
        let observers = names.map { name, text in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { _ in
                MainActor.assumeIsolated { counter.log.append(text) }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }

        func change(_ counter: UndoCounter) {
            counter.log.append(manager.isUndoing ? "undoing" : "redoing")
            manager.registerUndo(withTarget: counter, handler: change)
        }
        manager.registerUndo(withTarget: counter, handler: change)
        manager.undo()
        manager.redo()
        #expect(counter.log == ["will undo", "undoing", "did undo", "will redo", "redoing", "did redo"])
        #expect(manager.canUndo)
    }

    @Test func levelsOfUndoKeepsTheNewestGroups() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        manager.levelsOfUndo = 2
        let counter = UndoCounter()
        for step in 1...3 {
            manager.beginUndoGrouping()
            manager.registerUndo(withTarget: counter) { $0.log.append("undo \(step)") }
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        manager.undo()
        #expect(counter.log == ["undo 3", "undo 2"])
    }

    @Test func removingATargetsActionsLeavesTheOthers() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let kept = UndoCounter(), removed = UndoCounter()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: kept) { $0.log.append("undo kept") }
        manager.registerUndo(withTarget: removed) { $0.log.append("undo removed") }
        manager.endUndoGrouping()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: removed) { $0.log.append("undo removed alone") }
        manager.endUndoGrouping()

        manager.removeAllActions(withTarget: removed)
        manager.undo()
        #expect(kept.log == ["undo kept"])
        #expect(removed.log == [])
        #expect(manager.canUndo == false)
    }

    @Test func disabledRegistrationRecordsNothing() {
        let manager = UndoManager()
        let counter = UndoCounter()
        manager.disableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled == false)
        manager.registerUndo(withTarget: counter) { $0.log.append("undo") }
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled)
        #expect(manager.canUndo == false)
        #expect(manager.groupingLevel == 0)
    }
}
