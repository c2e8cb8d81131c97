/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_MetaInputs */

const en_pub_rg_meta = /** @type {(inputs: Pub_Rg_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How reviews of LAN centers work on LAN Center Network: who can write them, what they may contain, and how we moderate them.`)
};

const de_pub_rg_meta = /** @type {(inputs: Pub_Rg_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So funktionieren Bewertungen von LAN-Centern bei LAN Center Network: wer sie schreiben darf, was sie enthalten dürfen und wie wir sie moderieren.`)
};

const fr_pub_rg_meta = /** @type {(inputs: Pub_Rg_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment fonctionnent les avis sur les LAN centers chez LAN Center Network : qui peut les écrire, ce qu'ils peuvent contenir et comment nous les modérons.`)
};

const es_pub_rg_meta = /** @type {(inputs: Pub_Rg_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funcionan las reseñas de LAN centers en LAN Center Network: quién puede escribirlas, qué pueden contener y cómo las moderamos.`)
};

const pt_br2_pub_rg_meta = /** @type {(inputs: Pub_Rg_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como funcionam as avaliações de LAN centers na LAN Center Network: quem pode escrevê-las, o que podem conter e como as moderamos.`)
};

const ja_pub_rg_meta = /** @type {(inputs: Pub_Rg_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network での LAN センターのレビューの仕組み：誰が書けるか、何を書いてよいか、どのようにモデレーションするか。`)
};

const ko_pub_rg_meta = /** @type {(inputs: Pub_Rg_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network의 LAN 센터 리뷰 운영 방식: 누가 쓸 수 있는지, 무엇을 담을 수 있는지, 어떻게 검토하는지 안내합니다.`)
};

/**
* | output |
* | --- |
* | "How reviews of LAN centers work on LAN Center Network: who can write them, what they may contain, and how we moderate them." |
*
* @param {Pub_Rg_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_meta = /** @type {((inputs?: Pub_Rg_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_meta(inputs)
	if (locale === "fr") return fr_pub_rg_meta(inputs)
	if (locale === "es") return es_pub_rg_meta(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_meta(inputs)
	if (locale === "ja") return ja_pub_rg_meta(inputs)
	if (locale === "ko") return ko_pub_rg_meta(inputs)
	return en_pub_rg_meta(inputs)
});