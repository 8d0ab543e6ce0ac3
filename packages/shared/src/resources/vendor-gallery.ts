/** (filled by the vendor-gallery work: its request and answer schemas) */
export {};
