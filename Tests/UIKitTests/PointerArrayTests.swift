import Testing
import UIKit

/// A listener kept weakly by a multicast delegate.
private final class Listener {}

@Suite struct PointerArrayTests {
    @Test func aWeakArrayReadsNilForAReleasedObjectUntilCompacted() {
        let listeners = NSPointerArray.weakObjects()
        var first: Listener? = Listener()
        let second = Listener()
        listeners.addPointer(Unmanaged.passUnretained(first!).toOpaque())
        listeners.addPointer(nil)
        listeners.addPointer(Unmanaged.passUnretained(second).toOpaque())
        #expect(listeners.count == 3)
        #expect(listeners.pointer(at: 1) == nil)
        let held = listeners.pointer(at: 2).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
        #expect(held === second)
        first = nil
        #expect(listeners.pointer(at: 0) == nil, "the array did not keep the listener")
        #expect(listeners.count == 3)
        #expect(listeners.allObjects.count == 1 && listeners.allObjects.first as AnyObject === second)
        listeners.compact()
        #expect(listeners.count == 1)
        #expect(listeners.pointer(at: 0) == Unmanaged.passUnretained(second).toOpaque())
    }

    @Test func aStrongArrayKeepsItsObjectsAndCountCanBeSet() {
        let array = NSPointerArray.strongObjects()
        weak var released: Listener?
        do {
            let listener = Listener()
            released = listener
            array.addPointer(Unmanaged.passUnretained(listener).toOpaque())
        }
        #expect(released != nil, "retained by the array")
        array.count = 3
        #expect(array.count == 3 && array.pointer(at: 2) == nil)
        array.insertPointer(nil, at: 0)
        array.removePointer(at: 0)
        array.replacePointer(at: 1, withPointer: Unmanaged.passUnretained(released!).toOpaque())
        #expect(array.allObjects.count == 2)
        array.count = 0
        #expect(released == nil, "released with the array's pointers")
    }
}

@MainActor
@Suite struct NibTests {
    @Test func aNibHasNoObjectsOnLinuxAndSaysSo() {
        let nib = UINib(nibName: "ProfileCell", bundle: nil)
        let (objects, messages) = Diagnostics.collect { nib.instantiate(withOwner: nil, options: nil) }
        #expect(objects.isEmpty)
        #expect(messages == ["nib \"ProfileCell\": nibs and storyboards do not exist on Linux, so it has no objects; make its views in code"])
        let loaded = Diagnostics.collect { Bundle.main.loadNibNamed("Card", owner: nil, options: nil) }
        #expect(loaded.result?.isEmpty == true && loaded.messages.count == 1)
    }

    @Test func aNibRegisteredForCellsReplacesTheClassAndIsReported() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let (_, messages) = Diagnostics.collect {
            table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "Cell")
        }
        #expect(messages == ["registering nib \"Cell\" for identifier Cell: nibs do not exist on Linux; register a class of kind UITableViewCell"])
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil, "the nib replaced the class")
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let reported = Diagnostics.collect {
            collection.register(UINib(nibName: "Tile", bundle: .main), forCellWithReuseIdentifier: "Tile")
        }.messages
        #expect(reported == ["registering nib \"Tile\" for identifier Tile: nibs do not exist on Linux; register a class of kind UICollectionViewCell"])
    }
}
