/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Remove_2Inputs */

const en_pub_rg_remove_2 = /** @type {(inputs: Pub_Rg_Remove_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text that is off-topic: not about a visit to this center.`)
};

const de_pub_rg_remove_2 = /** @type {(inputs: Pub_Rg_Remove_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Themenfremder Text, der nicht von einem Besuch in diesem Center handelt.`)
};

const fr_pub_rg_remove_2 = /** @type {(inputs: Pub_Rg_Remove_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les textes hors sujet, qui ne parlent pas d'une visite dans ce centre.`)
};

const es_pub_rg_remove_2 = /** @type {(inputs: Pub_Rg_Remove_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto fuera de tema: que no trata de una visita a este centro.`)
};

const pt_br2_pub_rg_remove_2 = /** @type {(inputs: Pub_Rg_Remove_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto fora do assunto: que não fala de uma visita a este centro.`)
};

const ja_pub_rg_remove_2 = /** @type {(inputs: Pub_Rg_Remove_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このセンターへの訪問と関係のない、話題から外れた内容。`)
};

const ko_pub_rg_remove_2 = /** @type {(inputs: Pub_Rg_Remove_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 센터 방문과 관련 없는 주제 밖의 글.`)
};

/**
* | output |
* | --- |
* | "Text that is off-topic: not about a visit to this center." |
*
* @param {Pub_Rg_Remove_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove_2 = /** @type {((inputs?: Pub_Rg_Remove_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Remove_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_remove_2(inputs)
	if (locale === "fr") return fr_pub_rg_remove_2(inputs)
	if (locale === "es") return es_pub_rg_remove_2(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_remove_2(inputs)
	if (locale === "ja") return ja_pub_rg_remove_2(inputs)
	if (locale === "ko") return ko_pub_rg_remove_2(inputs)
	return en_pub_rg_remove_2(inputs)
});