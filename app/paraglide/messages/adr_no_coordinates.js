/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_No_CoordinatesInputs */

const en_adr_no_coordinates = /** @type {(inputs: Adr_No_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No coordinates given.`)
};

const de_adr_no_coordinates = /** @type {(inputs: Adr_No_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Koordinaten angegeben.`)
};

const fr_adr_no_coordinates = /** @type {(inputs: Adr_No_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune coordonnée indiquée.`)
};

const es_adr_no_coordinates = /** @type {(inputs: Adr_No_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se indicaron coordenadas.`)
};

const pt_br2_adr_no_coordinates = /** @type {(inputs: Adr_No_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma coordenada informada.`)
};

const ja_adr_no_coordinates = /** @type {(inputs: Adr_No_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`座標が指定されていません。`)
};

const ko_adr_no_coordinates = /** @type {(inputs: Adr_No_CoordinatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`좌표가 없습니다.`)
};

/**
* | output |
* | --- |
* | "No coordinates given." |
*
* @param {Adr_No_CoordinatesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_no_coordinates = /** @type {((inputs?: Adr_No_CoordinatesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_No_CoordinatesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_no_coordinates(inputs)
	if (locale === "fr") return fr_adr_no_coordinates(inputs)
	if (locale === "es") return es_adr_no_coordinates(inputs)
	if (locale === "pt-BR") return pt_br2_adr_no_coordinates(inputs)
	if (locale === "ja") return ja_adr_no_coordinates(inputs)
	if (locale === "ko") return ko_adr_no_coordinates(inputs)
	return en_adr_no_coordinates(inputs)
});