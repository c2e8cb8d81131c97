/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Lanparties_S1_P0Inputs */

const en_lt_lanparties_s1_p0 = /** @type {(inputs: Lt_Lanparties_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your party and, once our team has reviewed it, it is listed on the gamer platform. Organizers also join our owners' community to share tips and dates.`)
};

const de_lt_lanparties_s1_p0 = /** @type {(inputs: Lt_Lanparties_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie Ihre Party an; sobald unser Team sie geprüft hat, erscheint sie auf der Gamer-Plattform. Veranstalter treten außerdem unserer Betreiber-Community bei, um Tipps und Termine auszutauschen.`)
};

const fr_lt_lanparties_s1_p0 = /** @type {(inputs: Lt_Lanparties_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez votre LAN : une fois validée par notre équipe, elle apparaît sur la plateforme des joueurs. Les organisateurs rejoignent aussi notre communauté d’exploitants pour partager conseils et dates.`)
};

const es_lt_lanparties_s1_p0 = /** @type {(inputs: Lt_Lanparties_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra tu LAN y, cuando nuestro equipo la haya revisado, aparecerá en la plataforma para jugadores. Los organizadores también se unen a nuestra comunidad de propietarios para compartir consejos y fechas.`)
};

const pt_br2_lt_lanparties_s1_p0 = /** @type {(inputs: Lt_Lanparties_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre sua LAN e, depois que nossa equipe revisar, ela aparece na plataforma para gamers. Os organizadores também entram na nossa comunidade de proprietários para trocar dicas e datas.`)
};

const ja_lt_lanparties_s1_p0 = /** @type {(inputs: Lt_Lanparties_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パーティーを登録すると、チームの確認後にゲーマー向けプラットフォームに掲載されます。主催者はオーナーコミュニティにも参加して、ノウハウや日程を共有できます。`)
};

const ko_lt_lanparties_s1_p0 = /** @type {(inputs: Lt_Lanparties_S1_P0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`파티를 등록하면 팀의 검토를 거쳐 게이머 플랫폼에 게시됩니다. 주최자는 오너 커뮤니티에도 참여해 노하우와 일정을 나눌 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Register your party and, once our team has reviewed it, it is listed on the gamer platform. Organizers also join our owners' community to share tips and dates." |
*
* @param {Lt_Lanparties_S1_P0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_lanparties_s1_p0 = /** @type {((inputs?: Lt_Lanparties_S1_P0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Lanparties_S1_P0Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_lanparties_s1_p0(inputs)
	if (locale === "fr") return fr_lt_lanparties_s1_p0(inputs)
	if (locale === "es") return es_lt_lanparties_s1_p0(inputs)
	if (locale === "pt-BR") return pt_br2_lt_lanparties_s1_p0(inputs)
	if (locale === "ja") return ja_lt_lanparties_s1_p0(inputs)
	if (locale === "ko") return ko_lt_lanparties_s1_p0(inputs)
	return en_lt_lanparties_s1_p0(inputs)
});