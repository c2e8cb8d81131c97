/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_Map_LabelInputs */

const en_own_pick_map_label = /** @type {(inputs: Own_Pick_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map for choosing the location: click or drag the pin`)
};

const de_own_pick_map_label = /** @type {(inputs: Own_Pick_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte zur Wahl des Standorts: klicken oder den Pin ziehen`)
};

const fr_own_pick_map_label = /** @type {(inputs: Own_Pick_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte pour choisir le lieu : cliquez ou faites glisser le repère`)
};

const es_own_pick_map_label = /** @type {(inputs: Own_Pick_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa para elegir la ubicación: haz clic o arrastra el marcador`)
};

const pt_br2_own_pick_map_label = /** @type {(inputs: Own_Pick_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa para escolher o local: clique ou arraste o marcador`)
};

const ja_own_pick_map_label = /** @type {(inputs: Own_Pick_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`場所を選ぶ地図：クリックするかピンをドラッグ`)
};

const ko_own_pick_map_label = /** @type {(inputs: Own_Pick_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`위치 선택 지도: 클릭하거나 핀을 끄세요`)
};

/**
* | output |
* | --- |
* | "Map for choosing the location: click or drag the pin" |
*
* @param {Own_Pick_Map_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_map_label = /** @type {((inputs?: Own_Pick_Map_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_Map_LabelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_map_label(inputs)
	if (locale === "fr") return fr_own_pick_map_label(inputs)
	if (locale === "es") return es_own_pick_map_label(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_map_label(inputs)
	if (locale === "ja") return ja_own_pick_map_label(inputs)
	if (locale === "ko") return ko_own_pick_map_label(inputs)
	return en_own_pick_map_label(inputs)
});