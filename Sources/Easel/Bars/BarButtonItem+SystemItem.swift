import Foundation

extension BarButtonItem {
    /// UIKit's built-in items, like `UIBarButtonItem.SystemItem`, with UIKit's raw values.
    ///
    /// On iOS 26 most of them show an SF Symbol (`symbolName`); those UIKit still labels
    /// with a word have a `title`.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close, writingTools

        /// The word UIKit shows for the item, or `nil` when it shows a symbol.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol UIKit shows for the item on iOS 26, or `nil` for words and spaces.
        public var symbolName: String? {
            switch self {
            case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: nil
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .pageCurl: "book.pages"
            case .writingTools: "apple.writing.tools"
            }
        }
    }
}
