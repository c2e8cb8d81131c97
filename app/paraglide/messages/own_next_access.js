/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Next_AccessInputs */

const en_own_next_access = /** @type {(inputs: Own_Next_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access to game showcases and publisher partnerships`)
};

const de_own_next_access = /** @type {(inputs: Own_Next_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugang zu Spiele-Showcases und Partnerschaften mit Publishern`)
};

const fr_own_next_access = /** @type {(inputs: Own_Next_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès aux vitrines de jeux et aux partenariats avec les éditeurs`)
};

const es_own_next_access = /** @type {(inputs: Own_Next_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso a presentaciones de juegos y alianzas con editoras`)
};

const pt_br2_own_next_access = /** @type {(inputs: Own_Next_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acesso a vitrines de jogos e parcerias com publishers`)
};

const ja_own_next_access = /** @type {(inputs: Own_Next_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームショーケースとパブリッシャー提携への参加`)
};

const ko_own_next_access = /** @type {(inputs: Own_Next_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 쇼케이스 및 퍼블리셔 파트너십 참여`)
};

/**
* | output |
* | --- |
* | "Access to game showcases and publisher partnerships" |
*
* @param {Own_Next_AccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_next_access = /** @type {((inputs?: Own_Next_AccessInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Next_AccessInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_next_access(inputs)
	if (locale === "fr") return fr_own_next_access(inputs)
	if (locale === "es") return es_own_next_access(inputs)
	if (locale === "pt-BR") return pt_br2_own_next_access(inputs)
	if (locale === "ja") return ja_own_next_access(inputs)
	if (locale === "ko") return ko_own_next_access(inputs)
	return en_own_next_access(inputs)
});