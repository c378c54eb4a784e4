import Foundation

/// Which file this is, whatever the path's spelling: its device and inode numbers, as
/// `stat(2)` gives them. An open file keeps its inode, so two files open at once never
/// share an identity.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file `status` describes.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of the open file `descriptor`; `nil` when it cannot be asked.
    init?(ofOpenFile descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }
}
