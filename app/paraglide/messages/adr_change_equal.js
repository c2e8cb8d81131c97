/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adr_Change_EqualInputs */

const en_adr_change_equal = /** @type {(inputs: Adr_Change_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The proposed values now equal the public ones.`)
};

const de_adr_change_equal = /** @type {(inputs: Adr_Change_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die vorgeschlagenen Werte entsprechen jetzt den öffentlichen.`)
};

const fr_adr_change_equal = /** @type {(inputs: Adr_Change_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les valeurs proposées sont désormais identiques aux valeurs publiques.`)
};

const es_adr_change_equal = /** @type {(inputs: Adr_Change_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los valores propuestos ahora coinciden con los públicos.`)
};

const pt_br2_adr_change_equal = /** @type {(inputs: Adr_Change_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os valores propostos agora são iguais aos públicos.`)
};

const ja_adr_change_equal = /** @type {(inputs: Adr_Change_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更案の値は現在公開中の値と同じです。`)
};

const ko_adr_change_equal = /** @type {(inputs: Adr_Change_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`제안된 값이 이제 공개된 값과 같습니다.`)
};

/**
* | output |
* | --- |
* | "The proposed values now equal the public ones." |
*
* @param {Adr_Change_EqualInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adr_change_equal = /** @type {((inputs?: Adr_Change_EqualInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adr_Change_EqualInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adr_change_equal(inputs)
	if (locale === "fr") return fr_adr_change_equal(inputs)
	if (locale === "es") return es_adr_change_equal(inputs)
	if (locale === "pt-BR") return pt_br2_adr_change_equal(inputs)
	if (locale === "ja") return ja_adr_change_equal(inputs)
	if (locale === "ko") return ko_adr_change_equal(inputs)
	return en_adr_change_equal(inputs)
});