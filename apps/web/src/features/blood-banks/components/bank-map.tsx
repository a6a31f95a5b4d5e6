import type { BloodBank } from '@raktsetu/shared';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** OpenStreetMap's own tiles; the host is allowed in the CSP's img-src (docs/decisions/0013-maps-leaflet.md). */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** India, when no bank has coordinates yet. */
const INDIA_CENTRE: L.LatLngTuple = [22.5, 79];
const INDIA_ZOOM = 4;
/** Tiles for closer zooms than this are mostly empty streets around one bank. */
const MAX_FIT_ZOOM = 14;

const MARKER_STYLE: L.CircleMarkerOptions = {
  radius: 8,
  color: '#991b1b',
  weight: 2,
  fillColor: '#dc2626',
  fillOpacity: 0.7,
};
const SELECTED_STYLE: L.CircleMarkerOptions = {
  radius: 11,
  color: '#1e3a8a',
  weight: 3,
  fillColor: '#2563eb',
  fillOpacity: 0.9,
};

export interface BankMapProps {
  banks: BloodBank[];
  selectedId: number | null;
  onSelect: (bankId: number) => void;
}

/**
 * The banks found, as circles on an OpenStreetMap map (Leaflet, used directly). A help beside the list, never in
 * its place: when tiles cannot load the circles stay on a blank background and the list works as before.
 */
export function BankMap({ banks, selectedId, onSelect }: BankMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<number, L.CircleMarker>());
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: INDIA_CENTRE, zoom: INDIA_ZOOM, scrollWheelZoom: false });
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    // The map's box changes size when it is shown on a phone or the window turns: Leaflet must measure again.
    const observer = new ResizeObserver(() => created.invalidateSize());
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const group = layer.current;
    if (!map.current || !group) return;
    group.clearLayers();
    markers.current.clear();
    const points: L.LatLngTuple[] = [];
    for (const bank of banks) {
      if (bank.latitude === null || bank.longitude === null) continue;
      const point: L.LatLngTuple = [bank.latitude, bank.longitude];
      points.push(point);
      const marker = L.circleMarker(point, MARKER_STYLE)
        .bindTooltip(bank.name)
        .on('click', () => select.current(bank.bank_id));
      marker.addTo(group);
      markers.current.set(bank.bank_id, marker);
    }
    if (points.length > 0) map.current.fitBounds(points, { padding: [24, 24], maxZoom: MAX_FIT_ZOOM });
    else map.current.setView(INDIA_CENTRE, INDIA_ZOOM);
  }, [banks]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      marker.setStyle(id === selectedId ? SELECTED_STYLE : MARKER_STYLE);
      if (id === selectedId) marker.bringToFront();
    }
  }, [selectedId, banks]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('bloodBanks.map.label')}
      className="h-72 w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 lg:h-[32rem]"
      data-testid="bank-map"
    />
  );
}
