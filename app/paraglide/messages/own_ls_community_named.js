/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ community: NonNullable<unknown> }} Own_Ls_Community_NamedInputs */

const en_own_ls_community_named = /** @type {(inputs: Own_Ls_Community_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for review: its community ${i?.community} is not verified yet (usually 1-2 business days).`)
};

const de_own_ls_community_named = /** @type {(inputs: Own_Ls_Community_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wartet auf Prüfung: Die Community ${i?.community} ist noch nicht geprüft (meist 1–2 Werktage).`)
};

const fr_own_ls_community_named = /** @type {(inputs: Own_Ls_Community_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En attente de vérification : sa communauté ${i?.community} n'est pas encore vérifiée (généralement 1 à 2 jours ouvrés).`)
};

const es_own_ls_community_named = /** @type {(inputs: Own_Ls_Community_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esperando revisión: su comunidad ${i?.community} aún no está verificada (normalmente 1-2 días hábiles).`)
};

const pt_br2_own_ls_community_named = /** @type {(inputs: Own_Ls_Community_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aguardando análise: a comunidade ${i?.community} ainda não foi verificada (geralmente 1 a 2 dias úteis).`)
};

const ja_own_ls_community_named = /** @type {(inputs: Own_Ls_Community_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`審査待ち：コミュニティ ${i?.community} はまだ確認されていません（通常1〜2営業日）。`)
};

const ko_own_ls_community_named = /** @type {(inputs: Own_Ls_Community_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`검토 대기 중: 커뮤니티 ${i?.community}이(가) 아직 인증되지 않았습니다(보통 영업일 기준 1~2일).`)
};

/**
* | output |
* | --- |
* | "Waiting for review: its community {community} is not verified yet (usually 1-2 business days)." |
*
* @param {Own_Ls_Community_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_ls_community_named = /** @type {((inputs: Own_Ls_Community_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Ls_Community_NamedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_ls_community_named(inputs)
	if (locale === "fr") return fr_own_ls_community_named(inputs)
	if (locale === "es") return es_own_ls_community_named(inputs)
	if (locale === "pt-BR") return pt_br2_own_ls_community_named(inputs)
	if (locale === "ja") return ja_own_ls_community_named(inputs)
	if (locale === "ko") return ko_own_ls_community_named(inputs)
	return en_own_ls_community_named(inputs)
});