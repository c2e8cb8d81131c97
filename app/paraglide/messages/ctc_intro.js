/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ctc_IntroInputs */

const en_ctc_intro = /** @type {(inputs: Ctc_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone who registered a LAN center or party, and the partner leads, newest first.`)
};

const de_ctc_intro = /** @type {(inputs: Ctc_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle, die ein LAN-Center oder eine LAN-Party registriert haben, und die Partner-Leads, neueste zuerst.`)
};

const fr_ctc_intro = /** @type {(inputs: Ctc_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les personnes qui ont inscrit un LAN center ou une LAN party, et les prospects partenaires, les plus récents en premier.`)
};

const es_ctc_intro = /** @type {(inputs: Ctc_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las personas que registraron un LAN center o una LAN party, y los contactos de socios potenciales, los más recientes primero.`)
};

const pt_br2_ctc_intro = /** @type {(inputs: Ctc_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos que cadastraram um LAN center ou uma LAN party, e os leads de parceiros, os mais recentes primeiro.`)
};

const ja_ctc_intro = /** @type {(inputs: Ctc_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN センターや LAN パーティーを登録したすべての人と、パートナー候補の一覧です（新しい順）。`)
};

const ko_ctc_intro = /** @type {(inputs: Ctc_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터나 LAN 파티를 등록한 모든 사람과 파트너 리드 목록입니다(최신순).`)
};

/**
* | output |
* | --- |
* | "Everyone who registered a LAN center or party, and the partner leads, newest first." |
*
* @param {Ctc_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ctc_intro = /** @type {((inputs?: Ctc_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ctc_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ctc_intro(inputs)
	if (locale === "fr") return fr_ctc_intro(inputs)
	if (locale === "es") return es_ctc_intro(inputs)
	if (locale === "pt-BR") return pt_br2_ctc_intro(inputs)
	if (locale === "ja") return ja_ctc_intro(inputs)
	if (locale === "ko") return ko_ctc_intro(inputs)
	return en_ctc_intro(inputs)
});