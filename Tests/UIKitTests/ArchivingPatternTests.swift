import Foundation
import Testing
import UIKit

/// A page cell that writes its own state when archived and finds its resources through
/// the bundle of its class, as cells written for iOS do.
private final class PageCell: UICollectionViewCell {
    var pageTitle = "Cover"
    private(set) var encodedTitles: [String] = []

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodedTitles.append(pageTitle)
    }

    var resourceBundle: Bundle { Bundle(for: PageCell.classForCoder()) }
}

/// Easel writes and reads no archives: `encode(with:)` can be overridden and called
/// through super (which writes nothing, reported), and `classForCoder` names the class.
@MainActor @Suite struct ArchivingPatternTests {
    @Test func anOverrideOfEncodeRunsAndSuperReportsThatNothingIsWritten() {
        let cell = PageCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let (_, messages) = Diagnostics.collect { cell.encode(with: coder) }
        #expect(cell.encodedTitles == ["Cover"])
        #expect(messages == ["PageCell is not encoded: Easel writes no archives"])
    }

    @Test func classForCoderIsTheObjectsOwnClass() {
        let cell = PageCell(frame: .zero)
        #expect(cell.classForCoder == PageCell.self)
        #expect(PageCell.classForCoder() == PageCell.self)
        #expect(UIView().classForCoder == UIView.self)
        #expect(cell.resourceBundle == Bundle(for: PageCell.self))
    }
}
