/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Lanparties_AltInputs */

const en_types_lanparties_alt = /** @type {(inputs: Types_Lanparties_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of long tables of PCs and monitors at a LAN party event hall`)
};

const de_types_lanparties_alt = /** @type {(inputs: Types_Lanparties_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration langer Tischreihen mit PCs und Monitoren in der Halle einer LAN-Party`)
};

const fr_types_lanparties_alt = /** @type {(inputs: Types_Lanparties_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration de longues tables de PC et d’écrans dans la salle d’une LAN party`)
};

const es_types_lanparties_alt = /** @type {(inputs: Types_Lanparties_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de largas mesas con PC y monitores en el salón de una LAN party`)
};

const pt_br2_types_lanparties_alt = /** @type {(inputs: Types_Lanparties_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração de mesas compridas com PCs e monitores no salão de uma LAN party`)
};

const ja_types_lanparties_alt = /** @type {(inputs: Types_Lanparties_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティー会場に並ぶPCとモニターの長いテーブルのイラスト`)
};

const ko_types_lanparties_alt = /** @type {(inputs: Types_Lanparties_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티 행사장에 PC와 모니터가 놓인 긴 테이블 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of long tables of PCs and monitors at a LAN party event hall" |
*
* @param {Types_Lanparties_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_lanparties_alt = /** @type {((inputs?: Types_Lanparties_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Lanparties_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_lanparties_alt(inputs)
	if (locale === "fr") return fr_types_lanparties_alt(inputs)
	if (locale === "es") return es_types_lanparties_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_lanparties_alt(inputs)
	if (locale === "ja") return ja_types_lanparties_alt(inputs)
	if (locale === "ko") return ko_types_lanparties_alt(inputs)
	return en_types_lanparties_alt(inputs)
});