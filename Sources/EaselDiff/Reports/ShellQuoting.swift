/// Quoting for the shell commands reports print for a user to copy and paste.
enum ShellQuoting {
    /// `text` as one POSIX shell word: left bare when it holds only characters no
    /// shell treats specially, else in single quotes (a single quote inside becomes
    /// `'\''`).
    static func quote(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./:=@%+,".unicodeScalars.contains($0)
        }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
