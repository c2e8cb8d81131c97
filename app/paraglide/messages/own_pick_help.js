/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Pick_HelpInputs */

const en_own_pick_help = /** @type {(inputs: Own_Pick_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click the map or drag the pin to set the latitude and longitude above.`)
};

const de_own_pick_help = /** @type {(inputs: Own_Pick_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klick in die Karte oder zieh den Pin, um Breiten- und Längengrad oben zu setzen.`)
};

const fr_own_pick_help = /** @type {(inputs: Own_Pick_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliquez sur la carte ou faites glisser le repère pour remplir la latitude et la longitude ci-dessus.`)
};

const es_own_pick_help = /** @type {(inputs: Own_Pick_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz clic en el mapa o arrastra el marcador para fijar la latitud y la longitud de arriba.`)
};

const pt_br2_own_pick_help = /** @type {(inputs: Own_Pick_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clique no mapa ou arraste o marcador para definir a latitude e a longitude acima.`)
};

const ja_own_pick_help = /** @type {(inputs: Own_Pick_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地図をクリックするかピンをドラッグすると、上の緯度と経度が入力されます。`)
};

const ko_own_pick_help = /** @type {(inputs: Own_Pick_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`지도를 클릭하거나 핀을 끌어 위의 위도와 경도를 설정하세요.`)
};

/**
* | output |
* | --- |
* | "Click the map or drag the pin to set the latitude and longitude above." |
*
* @param {Own_Pick_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_pick_help = /** @type {((inputs?: Own_Pick_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Pick_HelpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_pick_help(inputs)
	if (locale === "fr") return fr_own_pick_help(inputs)
	if (locale === "es") return es_own_pick_help(inputs)
	if (locale === "pt-BR") return pt_br2_own_pick_help(inputs)
	if (locale === "ja") return ja_own_pick_help(inputs)
	if (locale === "ko") return ko_own_pick_help(inputs)
	return en_own_pick_help(inputs)
});