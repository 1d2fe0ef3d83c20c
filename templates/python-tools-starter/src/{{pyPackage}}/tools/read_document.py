from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from ..data.documents import document_names, get_document


class Document(BaseModel):
    """One document and its full text."""

    name: str = Field(description="The document's name.")
    text: str = Field(description="The full text of the document.")


DocumentName = Annotated[
    str, Field(description='Document name, e.g. "welcome.md".', min_length=1, max_length=200)
]


def unknown_document(name: str) -> ToolError:
    return ToolError(f'No document named "{name}". Available documents: {", ".join(document_names())}.')


def register(mcp: MCPServer) -> None:
    @mcp.tool(
        title="Read a document",
        annotations=ToolAnnotations(title="Read a document", read_only_hint=True, open_world_hint=False),
    )
    def read_document(name: DocumentName) -> Document:
        """Return the full text of one document.

        Read a document before editing it with edit_document, so the text you replace matches
        exactly. An unknown name gives an error listing the available documents.
        """
        text = get_document(name)
        if text is None:
            raise unknown_document(name)
        return Document(name=name, text=text)
