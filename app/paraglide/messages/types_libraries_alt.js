/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Libraries_AltInputs */

const en_types_libraries_alt = /** @type {(inputs: Types_Libraries_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration of library bookshelves beside a row of gaming PCs`)
};

const de_types_libraries_alt = /** @type {(inputs: Types_Libraries_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration von Bibliotheksregalen neben einer Reihe von Gaming-PCs`)
};

const fr_types_libraries_alt = /** @type {(inputs: Types_Libraries_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illustration de rayonnages de bibliothèque à côté d’une rangée de PC de jeu`)
};

const es_types_libraries_alt = /** @type {(inputs: Types_Libraries_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustración de estanterías de biblioteca junto a una fila de PC gaming`)
};

const pt_br2_types_libraries_alt = /** @type {(inputs: Types_Libraries_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilustração de estantes de biblioteca ao lado de uma fileira de PCs gamer`)
};

const ja_types_libraries_alt = /** @type {(inputs: Types_Libraries_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲーミングPCの列の隣に並ぶ図書館の本棚のイラスト`)
};

const ko_types_libraries_alt = /** @type {(inputs: Types_Libraries_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이밍 PC 줄 옆에 있는 도서관 책장 일러스트`)
};

/**
* | output |
* | --- |
* | "Illustration of library bookshelves beside a row of gaming PCs" |
*
* @param {Types_Libraries_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_alt = /** @type {((inputs?: Types_Libraries_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Libraries_AltInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_libraries_alt(inputs)
	if (locale === "fr") return fr_types_libraries_alt(inputs)
	if (locale === "es") return es_types_libraries_alt(inputs)
	if (locale === "pt-BR") return pt_br2_types_libraries_alt(inputs)
	if (locale === "ja") return ja_types_libraries_alt(inputs)
	if (locale === "ko") return ko_types_libraries_alt(inputs)
	return en_types_libraries_alt(inputs)
});