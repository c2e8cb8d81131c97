/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Own_Pick_Set_ToInputs */

const en_own_pick_set_to = /** @type {(inputs: Own_Pick_Set_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin set to ${i?.place}. Drag it or click the map to adjust.`)
};

const de_own_pick_set_to = /** @type {(inputs: Own_Pick_Set_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin auf ${i?.place} gesetzt. Zieh ihn oder klick in die Karte, um ihn anzupassen.`)
};

const fr_own_pick_set_to = /** @type {(inputs: Own_Pick_Set_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repère placé sur ${i?.place}. Faites-le glisser ou cliquez sur la carte pour l'ajuster.`)
};

const es_own_pick_set_to = /** @type {(inputs: Own_Pick_Set_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marcador colocado en ${i?.place}. Arrástralo o haz clic en el mapa para ajustarlo.`)
};

const pt_br2_own_pick_set_to = /** @type {(inputs: Own_Pick_Set_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Marcador definido em ${i?.place}. Arraste-o ou clique no mapa para ajustar.`)
};

const ja_own_pick_set_to = /** @type {(inputs: Own_Pick_Set_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ピンを ${i?.place} に置きました。ドラッグするか地図をクリックして調整できます。`)
};

const ko_own_pick_set_to = /** @type {(inputs: Own_Pick_Set_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`핀을 ${i?.place}에 놓았습니다. 끌거나 지도를 클릭해 조정하세요.`)
};

/**
* | output |
* | --- |
* | "Pin set to {place}. Drag it or click the map to adjust." |
*
* @param {Own_Pick_Set_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_set_to = /** @type {((inputs: Own_Pick_Set_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_Set_ToInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_set_to(inputs)
	if (locale === "fr") return fr_own_pick_set_to(inputs)
	if (locale === "es") return es_own_pick_set_to(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_set_to(inputs)
	if (locale === "ja") return ja_own_pick_set_to(inputs)
	if (locale === "ko") return ko_own_pick_set_to(inputs)
	return en_own_pick_set_to(inputs)
});