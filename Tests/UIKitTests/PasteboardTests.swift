import Foundation
import Testing
import UIKit

/// The pasteboard as iOS code uses it: values round-trip by type, every change counts
/// once and is announced with the types it added and removed, named pasteboards share
/// their items, and items given an expiration date leave on the run loop's clock.
@MainActor
@Suite struct PasteboardTests {
    @Test func valuesRoundTripUnderTheirTypesAndEachChangeCountsOnce() throws {
        let pasteboard = UIPasteboard.withUniqueName()
        #expect(pasteboard.changeCount == 0 && pasteboard.numberOfItems == 0 && pasteboard.string == nil)

        pasteboard.string = "Hello"
        #expect(pasteboard.string == "Hello" && pasteboard.strings == ["Hello"])
        #expect(pasteboard.types == ["public.utf8-plain-text"] && pasteboard.numberOfItems == 1)
        #expect(pasteboard.hasStrings && !pasteboard.hasURLs && !pasteboard.hasImages && !pasteboard.hasColors)
        #expect(pasteboard.data(forPasteboardType: "public.utf8-plain-text") == Data("Hello".utf8))
        #expect(pasteboard.changeCount == 1)

        let docs = try #require(URL(string: "https://example.com/docs"))
        let blog = try #require(URL(string: "https://example.com/blog"))
        pasteboard.urls = [docs, blog]
        #expect(pasteboard.url == docs && pasteboard.urls == [docs, blog] && pasteboard.numberOfItems == 2)
        #expect(pasteboard.hasURLs && !pasteboard.hasStrings && pasteboard.types == ["public.url"])
        #expect(pasteboard.changeCount == 2)

        let teal = UIColor(red: 0.2, green: 0.5, blue: 0.6, alpha: 1)
        pasteboard.color = teal
        #expect(pasteboard.color == teal && pasteboard.colors?.count == 1 && pasteboard.hasColors)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        pasteboard.image = image
        #expect(pasteboard.image?.size == CGSize(width: 3, height: 2) && pasteboard.hasImages && !pasteboard.hasColors)
        #expect(pasteboard.types == ["public.png"] && pasteboard.changeCount == 4)

        pasteboard.setData(Data("from data".utf8), forPasteboardType: "public.utf8-plain-text")
        #expect(pasteboard.string == "from data" && pasteboard.value(forPasteboardType: "public.utf8-plain-text") is Data)
        pasteboard.addItems([["public.url": docs, "public.utf8-plain-text": "Docs"]])
        #expect(pasteboard.numberOfItems == 2 && pasteboard.strings == ["from data", "Docs"] && pasteboard.urls == [docs])
        #expect(pasteboard.contains(pasteboardTypes: ["public.url", "public.utf8-plain-text"]))
        #expect(!pasteboard.contains(pasteboardTypes: ["public.url"]))
        #expect(pasteboard.changeCount == 6)

        pasteboard.items = []
        #expect(pasteboard.numberOfItems == 0 && pasteboard.string == nil && pasteboard.types.isEmpty)
        #expect(pasteboard.changeCount == 7)
    }

    @Test func aChangeIsAnnouncedWithTheTypesItAddedAndRemoved() {
        let pasteboard = UIPasteboard.withUniqueName()
        let heard = PasteboardNotes()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification,
                                                              object: pasteboard, queue: nil) { note in
            let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
            heard.lines.append(note.userInfo == nil ? "modified" : "+\(added) -\(removed)")
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        pasteboard.string = "one"
        pasteboard.string = "two"
        pasteboard.url = URL(string: "https://example.com")
        pasteboard.items = []
        #expect(heard.lines == [
            "+[\"public.utf8-plain-text\"] -[]",
            "modified",
            "+[\"public.url\"] -[\"public.utf8-plain-text\"]",
            "+[] -[\"public.url\"]",
        ])
        #expect(pasteboard.changeCount == 4)
    }

    @Test func pasteboardsOfOneNameShareTheirItemsUntilTheNameIsRemoved() throws {
        let name = UIPasteboard.Name("com.example.drafts")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let drafts = try #require(UIPasteboard(name: name, create: true))
        drafts.string = "draft"
        let again = try #require(UIPasteboard(name: name, create: false))
        #expect(again.name == name && again.string == "draft" && again.changeCount == 1)
        #expect(UIPasteboard.general.name == .general && UIPasteboard.general.name.rawValue == "com.apple.UIKit.pboard.general")

        let removed = PasteboardNotes()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.removedNotification,
                                                              object: nil, queue: nil) { note in
            if (note.object as? UIPasteboard)?.name == name, note.userInfo == nil { removed.lines.append("removed") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIPasteboard.remove(withName: name)
        #expect(removed.lines == ["removed"])
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard(name: name, create: true)?.string == nil)
        UIPasteboard.remove(withName: name)
    }

    @Test func itemsLeaveAtTheirExpirationDateOnTheRunLoopsClock() {
        let window = makeWindow()
        let pasteboard = UIPasteboard.withUniqueName()
        let expiry = Date(timeIntervalSinceReferenceDate: window.eventLoop.now + 2)
        pasteboard.setItems([["public.utf8-plain-text": "one-time code"]],
                            options: [.expirationDate: expiry, .localOnly: true])
        window.eventLoop.run(for: 1.5)
        #expect(pasteboard.string == "one-time code" && pasteboard.changeCount == 1)
        window.eventLoop.run(for: 1)
        #expect(pasteboard.string == nil && pasteboard.numberOfItems == 0 && pasteboard.changeCount == 2)

        pasteboard.setItems([["public.utf8-plain-text": "kept"]],
                            options: [.expirationDate: Date(timeIntervalSinceReferenceDate: window.eventLoop.now + 1)])
        pasteboard.string = "replaced before it expired"
        window.eventLoop.run(for: 2)
        #expect(pasteboard.string == "replaced before it expired" && pasteboard.changeCount == 4)
    }
}

/// What the notification observers heard, in order.
private final class PasteboardNotes: @unchecked Sendable {
    var lines: [String] = []
}
