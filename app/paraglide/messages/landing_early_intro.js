/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_IntroInputs */

const en_landing_early_intro = /** @type {(inputs: Landing_Early_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be among the first centers to run our PC café program and help shape what comes next. Early members get a direct line to the team building it.`)
};

const de_landing_early_intro = /** @type {(inputs: Landing_Early_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gehören Sie zu den ersten Centern mit unserem PC-Café-Programm und gestalten Sie mit, was als Nächstes kommt. Frühe Mitglieder haben einen direkten Draht zum Team, das es entwickelt.`)
};

const fr_landing_early_intro = /** @type {(inputs: Landing_Early_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites partie des premiers centres à utiliser notre programme PC café et aidez-nous à façonner la suite. Les premiers membres ont une ligne directe avec l’équipe qui le conçoit.`)
};

const es_landing_early_intro = /** @type {(inputs: Landing_Early_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sé de los primeros centros en usar nuestro programa para PC cafés y ayuda a decidir lo que viene. Los primeros miembros tienen línea directa con el equipo que lo desarrolla.`)
};

const pt_br2_landing_early_intro = /** @type {(inputs: Landing_Early_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esteja entre os primeiros centros a usar nosso programa para PC cafés e ajude a definir o que vem a seguir. Os primeiros membros têm contato direto com a equipe que o desenvolve.`)
};

const ja_landing_early_intro = /** @type {(inputs: Landing_Early_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PCカフェプログラムをいち早く導入するセンターとなり、今後の方向づけに参加しませんか。初期メンバーは開発チームと直接やり取りできます。`)
};

const ko_landing_early_intro = /** @type {(inputs: Landing_Early_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PC방 프로그램을 가장 먼저 도입하는 센터가 되어 앞으로의 방향을 함께 만들어 가세요. 초기 회원은 개발팀과 직접 소통할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Be among the first centers to run our PC café program and help shape what comes next. Early members get a direct line to the team building it." |
*
* @param {Landing_Early_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_intro = /** @type {((inputs?: Landing_Early_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_intro(inputs)
	if (locale === "fr") return fr_landing_early_intro(inputs)
	if (locale === "es") return es_landing_early_intro(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_intro(inputs)
	if (locale === "ja") return ja_landing_early_intro(inputs)
	if (locale === "ko") return ko_landing_early_intro(inputs)
	return en_landing_early_intro(inputs)
});