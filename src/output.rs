//! Output files: written whole or not at all, never over an input, keeping what the user set up
//! (a symlink stays a symlink and its target is written; an existing file keeps its mode).

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::Failure;

/// An output file being written. A regular file (or a new path) is written into a temporary
/// file beside it (beside a symlink's final target) and renamed onto it by [`Output::commit`], so
/// that a failure leaves no partial output (the temporary file is deleted when dropped). An
/// existing target that is not a regular file (`/dev/null`, a FIFO, a terminal) is written
/// directly: renaming over it would replace the device or pipe itself.
pub enum Output {
    Rename(
        std::io::BufWriter<tempfile::NamedTempFile>,
        PathBuf,
        PathBuf,
    ),
    Direct(std::io::BufWriter<std::fs::File>, PathBuf),
}

impl Output {
    pub fn create(path: &Path) -> Result<Output, Failure> {
        let fail = |e: std::io::Error| Failure(format!("cannot write {}: {e}", path.display()));
        let meta = std::fs::metadata(path);
        if meta.as_ref().is_ok_and(|m| !m.is_file()) {
            if meta.as_ref().is_ok_and(|m| m.is_dir()) {
                return Err(Failure(format!(
                    "cannot write {}: it is a directory",
                    path.display()
                )));
            }
            let file = std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(fail)?;
            return Ok(Output::Direct(
                std::io::BufWriter::new(file),
                path.to_path_buf(),
            ));
        }
        // Through a symlink (even a chain of them) to the file it names: the link stays.
        let target = if meta.is_ok() {
            std::fs::canonicalize(path).map_err(fail)?
        } else {
            path.to_path_buf()
        };
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        // An error names the directory, never the temporary file's path.
        let tmp = temp_builder(meta.ok().as_ref())
            .tempfile_in(&dir)
            .map_err(|e| {
                // tempfile's message ends with ` at path "<the temporary file>"`.
                let text = e.to_string();
                let cause = text.split(" at path ").next().unwrap_or(&text).to_string();
                Failure(format!(
                    "cannot write {}: cannot create a file in {}: {cause}",
                    path.display(),
                    dir.display()
                ))
            })?;
        Ok(Output::Rename(
            std::io::BufWriter::new(tmp),
            target,
            path.to_path_buf(),
        ))
    }

    pub fn writer(&mut self) -> &mut dyn Write {
        match self {
            Output::Rename(w, _, _) => w,
            Output::Direct(w, _) => w,
        }
    }

    pub fn commit(self) -> Result<(), Failure> {
        let fail =
            |path: &Path, e: String| Failure(format!("cannot write {}: {e}", path.display()));
        match self {
            Output::Rename(w, target, path) => {
                let tmp = w
                    .into_inner()
                    .map_err(|e| fail(&path, e.error().to_string()))?;
                tmp.persist(&target)
                    .map(drop)
                    .map_err(|e| fail(&path, e.error.to_string()))
            }
            Output::Direct(mut w, path) => w.flush().map_err(|e| fail(&path, e.to_string())),
        }
    }
}

/// The temporary file's builder: on Unix it gets the mode of the file it replaces, or 0666 less
/// the umask for a new file, as any new file (tempfile's default is 0600, which the rename would
/// keep).
fn temp_builder(existing: Option<&std::fs::Metadata>) -> tempfile::Builder<'static, 'static> {
    let mut b = tempfile::Builder::new();
    b.prefix(".minihlo-");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = existing.map_or(0o666, |m| m.permissions().mode() & 0o7777);
        b.permissions(std::fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = existing;
    b
}

/// Whether `a` and `b` name the same existing file: the same path, or through a symlink or a
/// hard link (the same device and inode on Unix).
pub fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (std::fs::metadata(a), std::fs::metadata(b)) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        ma.dev() == mb.dev() && ma.ino() == mb.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (ma, mb);
        std::fs::canonicalize(a).ok() == std::fs::canonicalize(b).ok()
    }
}

/// Refuses an output path that is one of the inputs, or another output: `what` names the option
/// (`-o`), each entry of `others` names a path and what it is.
pub fn refuse_clobber(what: &str, out: &Path, others: &[(&Path, &str)]) -> Result<(), String> {
    if out == Path::new("-") {
        return Ok(());
    }
    for (other, role) in others {
        if *other == Path::new("-") {
            continue;
        }
        if out == *other || same_file(out, other) {
            let how = if out == *other {
                String::new()
            } else {
                format!(
                    " ({} and {} are the same file)",
                    out.display(),
                    other.display()
                )
            };
            return Err(format!(
                "{what} {} is {role}{how}: refusing to overwrite it",
                out.display()
            ));
        }
    }
    Ok(())
}

/// A directory to write into: created when missing; a file there is "not a directory".
pub fn ensure_dir(dir: &Path) -> Result<(), String> {
    if std::fs::metadata(dir).is_ok_and(|m| !m.is_dir()) {
        return Err(format!(
            "cannot create directory {}: a file of that name exists (not a directory)",
            dir.display()
        ));
    }
    std::fs::create_dir_all(dir)
        .map_err(|e| format!("cannot create directory {}: {e}", dir.display()))
}
